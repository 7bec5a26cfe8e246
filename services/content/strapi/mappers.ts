import type { CollectionName, ContentCollections, ContentImage, RichText } from '../types.ts'
import type { StrapiCollections, StrapiMedia } from './shapes.ts'
import { readingMinutes } from '../readingTime.ts'

export interface MapOptions {
  /**
   * Where site-relative media URLs live. Strapi's own upload provider answers `/uploads/<file>`, a path on
   * Strapi's server, not the site's; local files name images the site serves from public/ (no origin).
   */
  mediaOrigin?: string
}

type Mapper<K extends CollectionName> = (items: StrapiCollections[K], helpers: MapHelpers) => ContentCollections[K]
type Mappers = { [K in CollectionName]: Mapper<K> }

interface MapHelpers {
  rich: (value: RichText | null | undefined) => RichText
  image: (media: StrapiMedia | null | undefined) => ContentImage | null
}

function helpersFor(options: MapOptions): MapHelpers {
  const origin = options.mediaOrigin?.replace(/\/$/, '')
  const mediaUrl = (url: string) => (origin && url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url)
  return {
    rich: (value) =>
      Array.isArray(value)
        ? value.map((node) =>
            node.type === 'image' && typeof node.image?.url === 'string'
              ? { ...node, image: { ...node.image, url: mediaUrl(node.image.url) } }
              : node,
          )
        : [],
    image: (media) => {
      // An image without known dimensions would shift the layout while loading; it is left out instead.
      if (!media?.url || !media.width || !media.height) return null
      return {
        url: mediaUrl(media.url),
        alternativeText: media.alternativeText ?? '',
        width: media.width,
        height: media.height,
      }
    },
  }
}

/** Turns Strapi's shapes into the site's: null fields filled in, relations reduced to slugs, media checked. */
const MAPPERS: Mappers = {
  helpCategories: (items) =>
    items.map((c) => ({
      id: c.documentId,
      slug: c.slug,
      name: c.name,
      description: c.description ?? '',
      order: c.order ?? 0,
    })),
  helpSections: (items) =>
    items.map((s) => ({
      id: s.documentId,
      slug: s.slug,
      name: s.name,
      description: s.description ?? '',
      categorySlug: s.category?.slug ?? '',
      order: s.order ?? 0,
    })),
  helpArticles: (items, { rich }) =>
    items.map((a) => ({
      id: a.documentId,
      slug: a.slug,
      legacyId: a.legacyId ?? '',
      title: a.title,
      summary: a.summary ?? '',
      body: rich(a.body),
      categorySlug: a.category?.slug ?? '',
      sectionSlug: a.section?.slug ?? '',
      tags: a.tags ?? [],
      keywords: a.keywords ?? [],
      feature: a.feature ?? false,
      updatedAt: a.updatedAt,
    })),
  quickLinks: (items) =>
    items
      .filter((q) => q.article?.slug)
      .map((q) => ({
        id: q.documentId,
        slug: q.slug,
        label: q.label,
        categorySlug: q.category?.slug ?? '',
        articleSlug: q.article!.slug,
        order: q.order ?? 0,
      })),
  blogPosts: (items, { rich, image }) =>
    items.map((p) => {
      const body = rich(p.body)
      return {
        id: p.documentId,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt ?? '',
        body,
        author: p.author ?? '',
        publishedAt: p.date,
        readMinutes: readingMinutes(body),
        cover: image(p.cover),
      }
    }),
  faqs: (items, { rich }) =>
    items.map((f) => ({
      id: f.documentId,
      question: f.question,
      answer: rich(f.answer),
      group: f.group ?? 'General',
      order: f.order ?? 0,
    })),
  teamMembers: (items, { rich, image }) =>
    items.map((m) => ({
      id: m.documentId,
      slug: m.slug,
      name: m.name,
      role: m.role,
      bio: rich(m.bio),
      photo: image(m.photo),
      order: m.order ?? 0,
    })),
  legalDocuments: (items, { rich }) =>
    items.map((d) => ({
      id: d.documentId,
      slug: d.slug,
      title: d.title,
      summary: d.summary ?? '',
      kind: d.kind ?? 'legal',
      body: rich(d.body),
      updatedAt: d.updatedAt,
    })),
  termsSections: (items, { rich }) =>
    items.map((t) => ({ id: t.documentId, anchor: t.anchor, title: t.title, body: rich(t.body), order: t.order ?? 0 })),
  locationStates: (items, { rich }) =>
    items.map((s) => ({
      id: s.documentId,
      slug: s.slug,
      name: s.name,
      abbreviation: s.abbreviation,
      intro: rich(s.intro),
      phone: s.phone,
      cities: (s.cities ?? []).map((c) => ({
        slug: c.slug,
        name: c.name,
        intro: rich(c.intro),
        neighborhoods: c.neighborhoods ?? [],
        reviews: c.reviews ?? [],
        phone: c.phone ?? null,
      })),
    })),
}

export function mapCollection<K extends CollectionName>(
  collection: K,
  items: StrapiCollections[K],
  options: MapOptions = {},
): ContentCollections[K] {
  return (MAPPERS[collection] as Mapper<K>)(items, helpersFor(options))
}
