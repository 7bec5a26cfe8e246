import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../../../runtime/config/ConfigIssue.ts'
import { checkContentFiles } from '../checkContentFiles.server.ts'
import { realSite } from '../../../tests/support/renderUrl.tsx'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

/** A copy of the content files and their schemas, with one file edited. */
function copyWith(file: string, edit: (data: Record<string, Array<Record<string, unknown>>>) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  cpSync(join(repoRoot, 'site-config/content'), join(root, 'site-config/content'), { recursive: true })
  cpSync(join(repoRoot, 'schemas/content'), join(root, 'schemas/content'), { recursive: true })
  const path = join(root, 'site-config/content', file)
  const json = JSON.parse(readFileSync(path, 'utf8')) as { data: Record<string, Array<Record<string, unknown>>> }
  edit(json.data)
  writeFileSync(path, JSON.stringify(json, null, 2))
  return root
}

describe('checkContentFiles', () => {
  it('passes the real content', () => {
    expect(checkContentFiles(repoRoot, realSite()).map(formatIssue)).toEqual([])
  })

  it('reports an unsafe link in rich text at its line and path', () => {
    const root = copyWith('faqs.json', (data) => {
      data.faqs![0]!.answer = [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }],
        },
      ]
    })
    const issues = checkContentFiles(root, null).map(formatIssue)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatch(
      /^site-config\/content\/faqs\.json:\d+:\d+ data\.faqs\[0\]\.answer\[0\]\.children\[0\]\.url: links must be http\(s\), mailto:, tel: or site-relative/,
    )
  })

  it('reports relations to missing entries and links to missing articles or pages', () => {
    const root = copyWith('helpArticles.json', (data) => {
      data.helpArticles![0]!.category = { slug: 'no-such-category' }
      data.helpArticles![1]!.body = [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: '/help-center/articles/gone', children: [{ type: 'text', text: 'gone' }] }],
        },
        {
          type: 'paragraph',
          children: [{ type: 'link', url: '/no-such-page', children: [{ type: 'text', text: 'nowhere' }] }],
        },
      ]
    })
    const messages = checkContentFiles(root, realSite()).map((i) => `${i.path}: ${i.message}`)
    expect(messages).toEqual([
      'data.helpArticles[0].category.slug: no category has this slug',
      'data.helpArticles[1].body[0].children[0].url: links to a help article that does not exist',
      'data.helpArticles[1].body[1].children[0].url: links to a page that does not exist',
    ])
  })

  it('reports a device price typed into a blog post, which shows no catalogue values', () => {
    const root = copyWith('blogPosts.json', (data) => {
      data.blogPosts![0]!.title = 'Why a $30 water sensor can save thousands'
    })
    cpSync(join(repoRoot, 'site-config/catalog'), join(root, 'site-config/catalog'), { recursive: true })
    const issues = checkContentFiles(root, realSite()).map(formatIssue)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatch(
      /^site-config\/content\/blogPosts\.json:\d+:\d+ data\.blogPosts\[0\]\.title: "\$30" is typed into content as a price of a sensor, which no catalogue sells at that amount; content shows no catalogue values/,
    )
  })
})
