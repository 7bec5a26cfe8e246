import type { ZipDetails } from './contract.ts'

/**
 * The location text of spec §9.6: one result "City, State, Zip"; several results "State, Zip"; none "US".
 * Several results with different states cannot name one state, so the first result's state is shown,
 * as the lookup returns the primary place first.
 */
export function locationText(results: readonly ZipDetails[], zip: string): string {
  if (results.length === 0) return 'US'
  const first = results[0]!
  if (results.length === 1) return `${first.City}, ${first.State}, ${first.PostalCode || zip}`
  return `${first.State}, ${first.PostalCode || zip}`
}
