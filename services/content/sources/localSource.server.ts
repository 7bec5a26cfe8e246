import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CollectionName, ContentCollections, ContentSource } from '../types.ts'
import type { StrapiCollections } from '../strapi/shapes.ts'
import { mapCollection } from '../strapi/mappers.ts'
import { collectionSort } from '../strapi/queries.ts'
import { sortEntries } from '../strapi/sortEntries.ts'

/** The file holding one collection: `{ "data": { "<collection>": [...] } }`, a Strapi GraphQL answer. */
export function localContentFile(dir: string, collection: CollectionName): string {
  return join(dir, `${collection}.json`)
}

/**
 * Content from files under site-config/content/, each shaped exactly like Strapi's GraphQL answer for
 * that collection, in the order the same query asks Strapi for, mapped by the same code as Strapi's. Used when
 * no Strapi URL is configured.
 */
export class LocalSource implements ContentSource {
  readonly label: string

  constructor(private readonly dir: string) {
    this.label = `local content files (${dir})`
  }

  async fetch<K extends CollectionName>(collection: K): Promise<ContentCollections[K]> {
    const file = localContentFile(this.dir, collection)
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { data?: Partial<StrapiCollections> }
    const items = parsed.data?.[collection]
    if (!Array.isArray(items)) throw new Error(`${file} has no data.${collection} list`)
    return mapCollection(collection, sortEntries(items, collectionSort(collection)) as StrapiCollections[K])
  }
}
