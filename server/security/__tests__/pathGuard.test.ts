import { request } from 'node:http'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { listen } from '../../leads/__tests__/support/leadTestKit.ts'
import { refuseHostLikePaths } from '../pathGuard.server.ts'

/** Issue 20 item 9: `GET /\evil.com/` must never come back as `Location: /\evil.com` (a browser reads `//evil.com`). */
describe('paths a browser would read as another host', () => {
  it.each(['/\\evil.com/', '/%5Cevil.com/', '/%5cevil.com', '//evil.com/', '/%2Fevil.com/'])(
    '%s is a 404, never a redirect',
    async (path) => {
      const app = express()
      app.use(refuseHostLikePaths)
      // Stands in for the page handler's trailing-slash redirect, which echoed the path.
      app.use((req, res) => res.redirect(301, req.originalUrl.replace(/\/$/, '')))
      const server = await listen(app)
      try {
        const response = await fetch(server.url + path, { redirect: 'manual' })
        expect(response.status).toBe(404)
        expect(response.headers.get('location')).toBeNull()
      } finally {
        await server.close()
      }
    },
  )

  it('refuses the raw backslash as it comes over the wire (fetch would turn it into a slash)', async () => {
    const app = express()
    app.use(refuseHostLikePaths)
    app.use((req, res) => res.redirect(301, req.originalUrl.replace(/\/$/, '')))
    const server = await listen(app)
    try {
      const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        request(`${server.url}/`, { path: '/\\evil.com/' }, (res) => {
          res.resume()
          resolve({ status: res.statusCode!, location: res.headers.location })
        })
          .on('error', reject)
          .end()
      })
      expect(answer).toEqual({ status: 404, location: undefined })
    } finally {
      await server.close()
    }
  })

  it('lets ordinary paths through', async () => {
    const app = express()
    app.use(refuseHostLikePaths)
    app.use((_req, res) => res.send('page'))
    const server = await listen(app)
    try {
      for (const path of ['/', '/shop/', '/shop?x=\\', '/faqs'])
        expect((await fetch(server.url + path)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
