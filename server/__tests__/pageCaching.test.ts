import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { type PageAnswer, pageCacheControl, setPageCacheHeaders } from '../pageCaching.server.ts'

/** The Cache-Control and Vary of one answer made by setPageCacheHeaders, read back by node's client. */
async function headersOf(answer: PageAnswer, carriesSession: boolean, varyBefore?: string) {
  const server = createServer((_req, res) => {
    if (varyBefore) res.setHeader('Vary', varyBefore)
    setPageCacheHeaders(res, answer, carriesSession)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise<{ cacheControl?: string; vary?: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port }, (res) => {
        res.resume()
        resolve({ cacheControl: res.headers['cache-control'], vary: res.headers.vary })
      })
        .on('error', reject)
        .end()
    })
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('what a shared cache may keep of a page', () => {
  it('shares only answers to requests without the session cookie', () => {
    expect(pageCacheControl('prerendered', false)).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    expect(pageCacheControl('rendered', false)).toBe('no-cache')
    expect(pageCacheControl('prerendered', true)).toBe('private, no-store')
    expect(pageCacheControl('rendered', true)).toBe('private, no-store')
  })

  it('varies every page answer on the cookie, keeping what it varied on already, once', async () => {
    expect(await headersOf('prerendered', false, 'Accept-Encoding')).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=300, must-revalidate',
      vary: 'Accept-Encoding, Cookie',
    })
    expect(await headersOf('rendered', true)).toEqual({ cacheControl: 'private, no-store', vary: 'Cookie' })
    expect((await headersOf('rendered', false, 'accept-encoding, cookie')).vary).toBe('accept-encoding, cookie')
    expect((await headersOf('rendered', false, '*')).vary).toBe('*')
  })
})
