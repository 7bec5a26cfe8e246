import { describe, expect, inject, it } from 'vitest'
import { defaultImportDirs, importContent, readLocalCollection } from '../../scripts/cms/importContent.ts'
import { StrapiRestClient } from '../../scripts/cms/strapiRest.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { StrapiEditor } from './support/strapiEditor.ts'

interface Post {
  documentId: string
  slug: string
  date: string
  publishedAt: string
}

async function posts(): Promise<Map<string, Post>> {
  const response = await fetch(`${inject('strapiUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${inject('strapiReadToken')}` },
    body: JSON.stringify({ query: '{ blogPosts(pagination: { pageSize: 100 }) { documentId slug date publishedAt } }' }),
  })
  const body = (await response.json()) as { data: { blogPosts: Post[] } }
  return new Map(body.data.blogPosts.map((p) => [p.slug, p]))
}

const FAQ_ONLY_IN_STRAPI = 'Made in Strapi, not in the files?'

describe('npm run cms:import into the real Strapi, again', () => {
  it("keeps each post's date while Strapi's publishedAt moves, and deletes what the files do not have", async () => {
    const client = new StrapiRestClient({ url: inject('strapiUrl'), token: inject('strapiImportToken') })
    const files = await readLocalCollection(defaultImportDirs(repoRoot).contentDir, 'blogPosts')
    const before = await posts()
    for (const post of files) expect(before.get(post.slug)?.date, post.slug).toBe(post.date)

    // An editor unpublishes a post and publishes it again: a new publishedAt, the same date.
    const republished = files[0]!.slug
    const editor = new StrapiEditor(inject('strapiUrl'), inject('strapiImportToken'))
    await editor.unpublish('api::blog-post.blog-post', before.get(republished)!.documentId)
    await editor.publish('api::blog-post.blog-post', before.get(republished)!.documentId)
    const afterEditor = (await posts()).get(republished)!
    expect(afterEditor.publishedAt).not.toBe(before.get(republished)!.publishedAt)
    expect(afterEditor.date).toBe(files[0]!.date)

    await client.create('faqs', {
      question: FAQ_ONLY_IN_STRAPI,
      answer: [{ type: 'paragraph', children: [{ type: 'text', text: 'Until the next import.' }] }],
      group: 'General',
      order: 99,
    })
    const report = await importContent(client, defaultImportDirs(repoRoot))
    expect(Object.values(report.created).every((n) => n === 0)).toBe(true)
    expect(report.deleted.faqs).toBe(1)
    const faqs = await client.listAll<{ question: string }>('faqs', ['question'])
    expect(faqs.map((f) => f.question)).not.toContain(FAQ_ONLY_IN_STRAPI)
    const after = await posts()
    for (const post of files) {
      expect(after.get(post.slug)?.documentId, post.slug).toBe(before.get(post.slug)!.documentId)
      expect(after.get(post.slug)?.date, post.slug).toBe(post.date)
    }
  })
})
