import type { PackageRecord } from './types.ts'

/**
 * The key texts and promotions name a package by: its catalogue name as a slug ("Starter Package" ->
 * "starter-package"), the same in every catalogue, where the item ids differ ("STD-…", "ASN-…").
 * Add-on items are named by their slug ("smart-lock").
 */
export function catalogueKeyOfPackage(record: PackageRecord): string {
  return slugOf(record.catalogueInfo.name)
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Names the cheapest value of each field across the catalogue's packages: {{price.lowest.monitoring}}. */
export const LOWEST_KEY = 'lowest'
