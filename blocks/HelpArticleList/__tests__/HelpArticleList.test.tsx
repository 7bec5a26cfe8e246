import { describe, expect, it } from 'vitest'
import { PageNotFound } from '../../../runtime/render/BlockLoader.ts'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('HelpArticleList browsing routes', () => {
  it('category: the category as h1, its sections with their articles, and its quick links', async () => {
    const { html, model } = await renderUrl('/help-center/category/cameras-doorbells')
    expect(html).toMatch(/<h1[^>]*>Cameras and Doorbells<\/h1>/)
    expect(html).toContain('href="/help-center/sections/camera-setup"')
    expect(html).toContain('href="/help-center/articles/install-an-indoor-camera"')
    expect(html).toContain('>Camera shows offline</a>')
    expect(model.meta.title).toBe('Cameras and Doorbells | Help Center | Harbor Home Security')
  })

  it('category-sections narrows to one section; sections applies a quick filter by tag', async () => {
    const { html } = await renderUrl('/help-center/category-sections/cameras-doorbells/video-recording')
    expect(html).toContain('Set camera motion zones')
    expect(html).not.toContain('Install an indoor camera</a>')
    const filtered = await renderUrl('/help-center/sections/video-recording/cameras-doorbells/continuous-recording')
    expect(filtered.html).toContain('Continuous video recording</a>')
    expect(filtered.html).not.toContain('Set camera motion zones</a>')
    expect(filtered.html).toMatch(/aria-current="page"[^>]*>continuous recording</)
  })

  it('others pages a section and the support-articles and features pages list by category', async () => {
    const { html } = await renderUrl('/help-center/others/cameras-doorbells/video-recording/1')
    expect(html).toContain('Download and share video clips')
    expect((await renderUrl('/help-center/support-articles')).html).toMatch(/4\d support articles/)
    const features = (await renderUrl('/help-center/features')).html
    expect(features).toContain('Create smart home automations')
    expect(features).not.toContain('Replace a sensor battery</a>')
  })

  it.each([
    '/help-center/category/no-such-category',
    '/help-center/category-sections/cameras-doorbells/no-such-section',
    '/help-center/category-sections/cameras-doorbells/moving',
    '/help-center/others/cameras-doorbells/video-recording/9',
    '/help-center/others/cameras-doorbells/moving',
    '/help-center/sections/no-such-section',
    '/help-center/sections/video-recording/billing-account',
    '/help-center/sections/video-recording/cameras-doorbells/no-such-tag',
  ])('answers 404 for %s', async (url) => {
    await expect(renderUrl(url)).rejects.toBeInstanceOf(PageNotFound)
  })
})
