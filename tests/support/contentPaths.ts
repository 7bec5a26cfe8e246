import type { ContentRepository } from '../../services/content/index.ts'

export interface ContentPath {
  /** Site-relative path of a page that exists because of CMS content. */
  path: string
  /** ISO date the content last changed, when the CMS says. */
  lastModified: string | null
  title: string
}

/**
 * Every page the CMS content creates (help articles, categories, sections, blog posts, team members,
 * states and cities), so a test can render each one: routes.json only knows their patterns.
 */
export async function contentPaths(content: ContentRepository): Promise<ContentPath[]> {
  const [categories, sections, articles, posts, members, states] = await Promise.all([
    content.categories(),
    content.collection('helpSections'),
    content.articles(),
    content.blogPosts(),
    content.teamMembers(),
    content.states(),
  ])
  return [
    ...categories.map((c) => ({ path: `/help-center/category/${c.slug}`, lastModified: null, title: c.name })),
    ...sections.map((s) => ({ path: `/help-center/sections/${s.slug}`, lastModified: null, title: s.name })),
    ...articles.map((a) => ({ path: `/help-center/articles/${a.slug}`, lastModified: a.updatedAt, title: a.title })),
    ...posts.map((p) => ({ path: `/smartcenter/${p.slug}`, lastModified: p.publishedAt, title: p.title })),
    ...members.map((m) => ({ path: `/management-team/${m.slug}`, lastModified: null, title: m.name })),
    ...states.flatMap((s) => [
      { path: `/locations/${s.slug}`, lastModified: null, title: s.name },
      ...s.cities.map((c) => ({
        path: `/locations/${s.slug}/${c.slug}`,
        lastModified: null,
        title: `${c.name}, ${s.abbreviation}`,
      })),
    ]),
  ]
}
