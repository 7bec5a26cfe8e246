import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pagesDir, readPagesIndex, writePagesIndex } from '../prerenderedIndex.server.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPrerenderedPages } from '../prerenderedPages.server.ts'
import { staticFastPath, withStaticFastPath } from '../staticFastPath.server.ts'
import { builtSite, prerenderRuntime } from './support/prerenderedSite.ts'

/** When /faqs' scheduled block starts, after the build; the home page has none. */
const FAQS_VALID_UNTIL = '2027-05-24T05:00:00.000Z'
const BEFORE = Date.parse('2027-05-23T12:00:00Z')

let baseUrl = ''
const server = createServer()

beforeAll(async () => {
  const root = await builtSite({
    '/': Buffer.from('<!doctype html><title>home as built</title>'),
    '/faqs': Buffer.from('<!doctype html><title>faqs as built</title>'),
  })
  // As scripts/build/prerender.ts writes it for a page with a block starting after the build.
  const index = readPagesIndex(root)!
  index.pages['/faqs']!.validUntil = FAQS_VALID_UNTIL
  writePagesIndex(pagesDir(root), index)
  const pages = loadPrerenderedPages(root, prerenderRuntime, { images: [], formActions: [] })
  const fastPath = staticFastPath({
    site: () => prerenderRuntime,
    prerendered: () => pages,
    files: (_req, _res, next) => next(),
    production: true,
  })
  // Stands in for the Express chain, which renders the page per request.
  server.on(
    'request',
    withStaticFastPath(fastPath, (req, res) => res.end(`${req.url} rendered per request`)),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The body of a page on the server's clock at `now`. */
async function pageAt(now: number, path: string): Promise<string> {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  return (await fetch(`${baseUrl}${path}`)).text()
}

describe('a prerendered page past its validUntil', () => {
  it('is served from the build before it', async () => {
    expect(await pageAt(BEFORE, '/faqs')).toBe('<!doctype html><title>faqs as built</title>')
    expect(await pageAt(BEFORE, '/')).toBe('<!doctype html><title>home as built</title>')
  })

  it('is rendered per request from then on, alone: another page is still served from its file, said once', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const from = Date.parse(FAQS_VALID_UNTIL)
    expect(await pageAt(from, '/faqs')).toBe('/faqs rendered per request')
    expect(await pageAt(from + 60_000, '/faqs?utm_source=mail')).toBe('/faqs?utm_source=mail rendered per request')
    expect(await pageAt(from + 60_000, '/')).toBe('<!doctype html><title>home as built</title>')
    expect(warned.mock.calls).toEqual([
      [
        'a scheduled block started or ended at 2027-05-24T05:00:00.000Z, after the build: /faqs (and any page with a ' +
          'block changing then) is rendered per request with what is scheduled now until the next build',
      ],
    ])
  })
})
