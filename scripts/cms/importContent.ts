import { readFile } from 'node:fs/promises'
import { basename, extname, join, resolve, sep } from 'node:path'
import type { CollectionName } from '../../services/content/index.ts'
import { localContentFile } from '../../services/content/sources/localSource.server.ts'
import type { StrapiCollections, StrapiMedia, StrapiSlugRef } from '../../services/content/strapi/shapes.ts'
import type { StrapiFile, StrapiRestClient } from './strapiRest.ts'

/** How each collection is stored in the cms/ project: its REST path and the field naming an entry. */
export const CMS_COLLECTIONS: Record<CollectionName, { plural: string; key: string }> = {
  helpCategories: { plural: 'help-categories', key: 'slug' },
  helpSections: { plural: 'help-sections', key: 'slug' },
  helpArticles: { plural: 'help-articles', key: 'slug' },
  quickLinks: { plural: 'quick-links', key: 'slug' },
  blogPosts: { plural: 'blog-posts', key: 'slug' },
  faqs: { plural: 'faqs', key: 'question' },
  teamMembers: { plural: 'team-members', key: 'slug' },
  legalDocuments: { plural: 'legal-documents', key: 'slug' },
  termsSections: { plural: 'terms-sections', key: 'anchor' },
  locationStates: { plural: 'location-states', key: 'slug' },
}

/** Relations point at entries imported before them, so collections go in this order. */
export const IMPORT_ORDER: readonly CollectionName[] = [
  'helpCategories',
  'helpSections',
  'helpArticles',
  'quickLinks',
  'blogPosts',
  'faqs',
  'teamMembers',
  'legalDocuments',
  'termsSections',
  'locationStates',
]

/** Fields Strapi sets itself and refuses (or ignores) on create and update. */
const SYSTEM_FIELDS = ['documentId', 'id', 'createdAt', 'updatedAt', 'publishedAt', 'locale']

const RELATIONS: Partial<Record<CollectionName, Record<string, CollectionName>>> = {
  helpSections: { category: 'helpCategories' },
  helpArticles: { category: 'helpCategories', section: 'helpSections' },
  quickLinks: { category: 'helpCategories', article: 'helpArticles' },
}

const MEDIA_FIELDS: Partial<Record<CollectionName, string[]>> = { blogPosts: ['cover'], teamMembers: ['photo'] }

/** Blocks rich-text fields, whose image nodes must embed a file of Strapi's media library. */
const RICH_TEXT_FIELDS: Partial<Record<CollectionName, string[]>> = {
  helpArticles: ['body'],
  blogPosts: ['body'],
  faqs: ['answer'],
  teamMembers: ['bio'],
  legalDocuments: ['body'],
  termsSections: ['body'],
  locationStates: ['intro'],
}

const MIME_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

export interface ImportReport {
  created: Record<string, number>
  updated: Record<string, number>
  /** Entries Strapi held that the files do not (removed from the files since the last import): deleted. */
  deleted: Record<string, number>
  /** The same entries when `keepOthers` is set: left in Strapi, named here (collection: key). */
  kept: string[]
  uploads: number
}

export interface ImportOptions {
  contentDir: string
  publicDir: string
  log?: (line: string) => void
  /**
   * Leave the entries the files do not have in Strapi (and name them in the report) instead of deleting them:
   * for a Strapi whose editors have made entries the files do not know yet.
   */
  keepOthers?: boolean
}

type Entry = Record<string, unknown>
type Refs = Record<CollectionName, Map<string, string>>

export async function readLocalCollection<K extends CollectionName>(
  contentDir: string,
  collection: K,
): Promise<StrapiCollections[K]> {
  const file = localContentFile(contentDir, collection)
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { data?: Partial<StrapiCollections> }
  const items = parsed.data?.[collection]
  if (!Array.isArray(items)) throw new Error(`${file} has no data.${collection} list`)
  return items as StrapiCollections[K]
}

/**
 * Makes a Strapi running the cms/ project hold the local content files' entries, through its REST API with a
 * full-access token: entries are matched by slug (anchor for terms, question for FAQs) and updated, or
 * created, and published; relations are set by the related entry's documentId; media under public/ is
 * uploaded once. Then the entries Strapi has and the files do not are deleted (all their versions, draft and
 * published: an entry removed from the files is gone from the site and from Strapi), dependants first, unless
 * `keepOthers`. Strapi stamps its own documentId, updatedAt and publishedAt (its API does not accept them); a
 * post's date is its own `date` field, so it does not move.
 */
export async function importContent(client: StrapiRestClient, options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? (() => {})
  const report: ImportReport = { created: {}, updated: {}, deleted: {}, kept: [], uploads: 0 }
  /** Per collection, Strapi's entries the files did not name: deleted once every collection is imported. */
  const others = new Map<CollectionName, Array<{ name: string; documentId: string }>>()
  const refs = Object.fromEntries(IMPORT_ORDER.map((c) => [c, new Map<string, string>()])) as Refs
  const uploads = new Map<string, StrapiFile>()

  // An image the site serves from public/ (its URL is site-relative), uploaded to Strapi's media library once.
  const mediaFile = async (media: { url?: string; alternativeText?: string | null }): Promise<StrapiFile> => {
    const url = String(media.url)
    const known = uploads.get(url)
    if (known) return known
    const file = resolve(options.publicDir, `.${url.split('?')[0]}`)
    if (!url.startsWith('/') || !file.startsWith(resolve(options.publicDir) + sep)) {
      throw new Error(`media ${url} is not a file under public/`)
    }
    const name = basename(file)
    let uploaded = await client.findUpload(name)
    if (!uploaded) {
      const mimeType = MIME_TYPES[extname(name).toLowerCase()]
      if (!mimeType) throw new Error(`media ${url} is not an image type Strapi's media library takes`)
      uploaded = await client.upload(name, await readFile(file), mimeType, media.alternativeText ?? '')
      report.uploads++
    }
    uploads.set(url, uploaded)
    return uploaded
  }
  const mediaId = async (media: StrapiMedia | null | undefined) => (media?.url ? (await mediaFile(media)).id : null)
  // Strapi validates a Blocks image node as a whole media-library file (hash, mime, size, provider...), not a URL.
  const richText = async (nodes: unknown) =>
    Array.isArray(nodes)
      ? Promise.all(
          (nodes as Entry[]).map(async (node) => {
            if (node.type !== 'image') return node
            const image = node.image as { url?: string; alternativeText?: string | null; caption?: string | null }
            const file = await mediaFile(image)
            return { ...node, image: { ...file, alternativeText: image.alternativeText ?? null, caption: image.caption ?? null } }
          }),
        )
      : nodes

  for (const collection of IMPORT_ORDER) {
    const { plural, key } = CMS_COLLECTIONS[collection]
    // Strapi's entries by key; the first of several with one key is updated, the others are left over.
    const existing = new Map<string, string>()
    const leftOver: Array<{ name: string; documentId: string }> = []
    for (const entry of await client.listAll<Entry>(plural, [key])) {
      const name = String(entry[key])
      if (existing.has(name)) leftOver.push({ name, documentId: String(entry.documentId) })
      else existing.set(name, String(entry.documentId))
    }
    const items = (await readLocalCollection(options.contentDir, collection)) as unknown as Entry[]
    report.created[collection] = 0
    report.updated[collection] = 0
    for (const item of items) {
      const data: Entry = { ...item }
      for (const field of SYSTEM_FIELDS) delete data[field]
      for (const [field, target] of Object.entries(RELATIONS[collection] ?? {})) {
        const ref = item[field] as StrapiSlugRef | null | undefined
        if (!ref?.slug) {
          data[field] = null
          continue
        }
        const documentId = refs[target].get(ref.slug)
        if (!documentId) throw new Error(`${collection} "${String(item[key])}": ${field} "${ref.slug}" is not in ${target}`)
        data[field] = documentId
      }
      for (const field of MEDIA_FIELDS[collection] ?? []) data[field] = await mediaId(item[field] as StrapiMedia | null)
      for (const field of RICH_TEXT_FIELDS[collection] ?? []) data[field] = await richText(item[field])
      if (collection === 'locationStates' && Array.isArray(item.cities)) {
        data.cities = await Promise.all(
          (item.cities as Entry[]).map(async (city) => ({ ...city, intro: await richText(city.intro) })),
        )
      }
      const name = String(item[key])
      const documentId = existing.get(name)
      const saved = documentId ? await client.update(plural, documentId, data) : await client.create(plural, data)
      refs[collection].set(name, saved.data.documentId)
      report[documentId ? 'updated' : 'created'][collection]!++
      existing.delete(name)
    }
    others.set(collection, [...leftOver, ...[...existing].map(([name, documentId]) => ({ name, documentId }))])
    log(`${collection}: ${report.created[collection]} created, ${report.updated[collection]} updated`)
  }

  // Dependants first (quick links before the articles they name, sections before their category), so no
  // relation is left pointing at a deleted entry on the way.
  for (const collection of [...IMPORT_ORDER].reverse()) {
    const { plural } = CMS_COLLECTIONS[collection]
    report.deleted[collection] = 0
    for (const { name, documentId } of others.get(collection) ?? []) {
      if (options.keepOthers) {
        report.kept.push(`${collection}: ${name}`)
        continue
      }
      await client.remove(plural, documentId)
      report.deleted[collection]++
      log(`${collection}: deleted "${name}" (not in the files)`)
    }
  }
  return report
}

export function defaultImportDirs(root: string) {
  return { contentDir: join(root, 'site-config/content'), publicDir: join(root, 'public') }
}
