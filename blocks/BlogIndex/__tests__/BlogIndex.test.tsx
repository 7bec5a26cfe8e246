import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { jsonLd, renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('the SmartCenter blog', () => {
  it('lists the newest posts first, six a page, with pagination', async () => {
    const first = (await renderUrl('/smartcenter')).html
    expect(first.indexOf('A holiday travel checklist')).toBeLessThan(first.indexOf('Where to put security cameras'))
    expect((first.match(/href="\/smartcenter\/[a-z0-9-]+"/g) ?? []).length).toBe(12)
    expect(first).toContain('href="/smartcenter?page=2"')
    const second = (await renderUrl('/smartcenter?page=2')).html
    expect(second).toContain('Harbor opens a second monitoring center in Texas')
    await expect(renderUrl('/smartcenter?page=3')).rejects.toBeInstanceOf(PageNotFound)
  })

  it('shows a post with BlogPosting data and answers 404 for an unknown one', async () => {
    const { html, model } = await renderUrl('/smartcenter/smart-locks-explained')
    expect(html).toContain('>Smart locks explained: keypads, codes and convenience</h1>')
    expect(model.meta.title).toBe(
      'Smart locks explained: keypads, codes and convenience | SmartCenter | Harbor Home Security',
    )
    expect(jsonLd(html).find((d) => d['@type'] === 'BlogPosting')).toMatchObject({ author: { name: 'Priya Raman' } })
    await expect(renderUrl('/smartcenter/no-such-post')).rejects.toBeInstanceOf(PageNotFound)
    const illustrated = (await renderUrl('/smartcenter/where-to-put-security-cameras')).html
    expect(illustrated).toMatch(
      /<img src="\/content\/camera-placement\.webp" alt="Floor plan of a house[^"]*" width="960" height="540" loading="lazy"/,
    )
  })
})
