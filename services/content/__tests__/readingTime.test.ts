import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentRepository, READING_WORDS_PER_MINUTE, plainText, readingMinutes, wordCount } from '../index.ts'
import { LocalSource } from '../sources/localSource.server.ts'
import type { RichText } from '../types.ts'

const paragraph = (text: string): RichText[number] => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

describe('wordCount', () => {
  it.each([
    ['', 0],
    ['  Lock the door.  ', 3],
    ['A 1,500 sq ft home — two floors', 7],
    ['multi-line\ntext\there', 3],
  ])('%j has %i words', (text, count) => {
    expect(wordCount(text)).toBe(count)
  })
})

describe('readingMinutes: words ÷ 238 a minute, rounded up, at least 1', () => {
  it('reads at the documented rate', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(238)
  })

  it.each([
    [0, 1],
    [155, 1],
    [238, 1],
    [239, 2],
    [476, 2],
    [477, 3],
    [1190, 5],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingMinutes([paragraph(words(count))])).toBe(minutes)
  })

  it("counts every block's words, lists too, but not pictures' alternative texts", () => {
    const body: RichText = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: words(100) }] },
      paragraph(words(100)),
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: words(39) }] }],
      },
      {
        type: 'image',
        image: { url: '/images/a.webp', alternativeText: words(50), width: 10, height: 10 },
        children: [{ type: 'text', text: '' }],
      },
    ]
    expect(readingMinutes(body)).toBe(2)
    expect(readingMinutes(body.slice(0, 2))).toBe(1)
  })
})

describe('the posts of the local content (fifth walkthrough, D14)', () => {
  const repo = new ContentRepository(new LocalSource(join(import.meta.dirname, '../../../site-config/content')), {
    ttlMs: 60_000,
  })

  it('give every post the reading time its own text makes, never a typed one', async () => {
    const posts = await repo.blogPosts()
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      const text = plainText(post.body.filter((node) => node.type !== 'image'))
      expect(post.readMinutes, post.slug).toBe(Math.max(1, Math.ceil(wordCount(text) / 238)))
    }
  })

  it('says 3 min for the package-theft post, which said a typed 4 at ~155 words and now holds ~690', async () => {
    const post = (await repo.blogPost('package-theft-prevention'))!
    const words = wordCount(plainText(post.body))
    expect(words).toBeGreaterThan(2 * 238)
    expect(words).toBeLessThanOrEqual(3 * 238)
    expect(post.readMinutes).toBe(3)
  })

  it('holds full articles, not stubs: every post has at least 500 words (a reviewer found them "short for a company blog")', async () => {
    const short = (await repo.blogPosts())
      .map((post) => ({ slug: post.slug, words: wordCount(plainText(post.body)) }))
      .filter(({ words }) => words < 500)
    expect(short).toEqual([])
  })
})
