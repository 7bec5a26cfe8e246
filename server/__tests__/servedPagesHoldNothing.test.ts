import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type PrerenderedPage,
  loadPrerenderedPages,
  recentBodies,
  sendPrerendered,
} from '../prerenderedPages.server.ts'
import { builtSite, prerenderRuntime as runtime } from './support/prerenderedSite.ts'
import { pagePolicy } from '../security/contentSecurityPolicy.server.ts'

// Counts the policies made: a server serving thousands of pages makes one per distinct pair of hash lists.
vi.mock('../security/contentSecurityPolicy.server.ts', async (original) => {
  const real = await original<typeof import('../security/contentSecurityPolicy.server.ts')>()
  return { ...real, pagePolicy: vi.fn(real.pagePolicy) }
})

/** A partner page of one of three templates: its own text, the template's inline script and style. */
function partnerPage(partner: number): Buffer {
  const template = partner % 3
  return Buffer.from(
    `<!doctype html><html><head><style>.t${template}{}</style></head>` +
      `<body><h1>Partner ${partner}</h1><script>boot(${template})</script></body></html>`,
  )
}

const PAGES = 240
let pages: Map<string, PrerenderedPage>
let server: ReturnType<typeof createServer>
let port = 0

beforeAll(async () => {
  const site: Record<string, Buffer> = {}
  for (let partner = 0; partner < PAGES; partner++) site[`/partner-${partner}`] = partnerPage(partner)
  const root = await builtSite(site)
  pages = loadPrerenderedPages(root, runtime, { images: [], formActions: [] }, { sameConfig: true })
  server = createServer((req, res) => sendPrerendered(req, res, pages.get(req.url!)!, false))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: url, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    })
      .on('error', reject)
      .end()
  })
}

/** What a page object holds: its own fields and their values, which serving it must leave as they were. */
function held(page: PrerenderedPage): string {
  return Object.getOwnPropertyNames(page)
    .map((name) => `${name}=${JSON.stringify((page as unknown as Record<string, unknown>)[name])}`)
    .join(',')
}

describe('serving many distinct prerendered pages', () => {
  it('keeps nothing per page served: one policy per pair of hash lists, no body of a page asked for once', async () => {
    const before = new Map([...pages].map(([url, page]) => [url, held(page)]))
    vi.mocked(pagePolicy).mockClear()
    for (const url of pages.keys()) expect(await get(url)).toBe(200)
    // Three templates: three pairs of lists, whatever the number of pages.
    expect(vi.mocked(pagePolicy)).toHaveBeenCalledTimes(3)
    for (const [url, page] of pages) expect(held(page)).toBe(before.get(url))
    // Each page read once: remembered by name within the window, no body kept.
    expect(recentBodies.size).toBe(0)
    expect(recentBodies.remembered).toBe(PAGES)
  })

  it('keeps the body of a page asked for again, so busy pages are served from memory', async () => {
    const page = pages.get('/partner-7')!
    // Asked for twice here, so the test holds alone as after the walk above (which read it once).
    expect(await get('/partner-7')).toBe(200)
    expect(await get('/partner-7')).toBe(200)
    expect(recentBodies.size).toBe(page.sizes.br)
    expect(recentBodies.get(page.file('br'))?.length).toBe(page.sizes.br)
  })
})
