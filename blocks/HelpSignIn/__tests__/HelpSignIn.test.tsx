import { describe, expect, it } from 'vitest'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'
import { signInHref, siteRelativeReturnPath } from '../returnTo.ts'

describe('HelpSignIn', () => {
  it('links sign-in with the current help-center page as the return place', async () => {
    const { html } = await renderUrl('/help-center/search?q=camera offline')
    expect(html).toContain(
      `href="/api/auth/login?returnTo=${encodeURIComponent('/help-center/search?q=camera+offline')}"`,
    )
    expect((await renderUrl('/help-center/articles/request-a-move')).html).toContain(
      'returnTo=%2Fhelp-center%2Farticles%2Frequest-a-move',
    )
  })

  it('only ever returns to a site-relative path', () => {
    expect(siteRelativeReturnPath('/help-center/articles/x?a=1')).toBe('/help-center/articles/x?a=1')
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(siteRelativeReturnPath(hostile)).toBe('/help-center')
    }
    expect(signInHref('/api/auth/login', '//evil.example')).toBe('/api/auth/login?returnTo=%2Fhelp-center')
  })
})
