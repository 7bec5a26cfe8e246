import { describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')

/** The studio is a development tool (npm run studio): the production server must not serve any of it. */
describe('the production server and the studio', () => {
  it.each(['/studio', '/studio/', '/studio?page=shop', '/studio/api/pages', '/studio/client/main.tsx'])(
    '%s answers 404',
    async (url) => {
      // Followed: the site folds a trailing slash with a redirect before answering.
      const response = await fetch(baseUrl + url)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('id="studio"')
    },
  )

  it('/studio/api/save refuses writes', async () => {
    const response = await fetch(`${baseUrl}/studio/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect([404, 405]).toContain(response.status)
  })
})
