import { GraphQLClient } from 'graphql-request'
import type { CollectionName, ContentCollections, ContentSource } from '../types.ts'
import type { StrapiCollections } from '../strapi/shapes.ts'
import { STRAPI_PAGE_SIZE, collectionQuery, collectionSort } from '../strapi/queries.ts'
import { mapCollection } from '../strapi/mappers.ts'

export interface StrapiSourceOptions {
  /** Strapi's base URL (its GraphQL endpoint is `<url>/graphql`) or the endpoint itself. */
  url: string
  /** An API token with read access; sent as a bearer token, never to the browser. */
  token: string
  timeoutMs?: number
}

/** Strapi v5 over GraphQL: one typed query per collection, read page by page, mapped to the site's shapes. */
export class StrapiSource implements ContentSource {
  readonly label: string
  private readonly client: GraphQLClient
  private readonly mediaOrigin: string

  constructor(options: StrapiSourceOptions) {
    const endpoint = /\/graphql\/?$/.test(options.url) ? options.url : `${options.url.replace(/\/$/, '')}/graphql`
    this.label = `Strapi (${endpoint})`
    this.mediaOrigin = new URL(endpoint).origin
    const timeoutMs = options.timeoutMs ?? 5000
    this.client = new GraphQLClient(endpoint, {
      headers: { Authorization: `Bearer ${options.token}` },
      // A CMS that hangs must not hang page rendering: the cache serves the last good content instead.
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' }),
    })
  }

  async fetch<K extends CollectionName>(collection: K): Promise<ContentCollections[K]> {
    const items: StrapiCollections[K][number][] = []
    for (let page = 1; ; page++) {
      const data = await this.client.request<Pick<StrapiCollections, K>>(collectionQuery(collection), {
        page,
        pageSize: STRAPI_PAGE_SIZE,
        sort: collectionSort(collection),
      })
      const batch = data[collection]
      if (!Array.isArray(batch)) throw new Error(`Strapi answered without a "${collection}" list`)
      items.push(...batch)
      if (batch.length < STRAPI_PAGE_SIZE) break
    }
    return mapCollection(collection, items as StrapiCollections[K], { mediaOrigin: this.mediaOrigin })
  }
}
