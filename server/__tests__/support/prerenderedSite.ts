import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'
import { type PagesIndex, pagesDir, storePage, writePagesIndex } from '../../prerenderedIndex.server.ts'

const secureRoute = { render: 'static', query: new Map([['utm_ads', { values: new Set(['lowcost-envir']) }]]) }

/**
 * The part of a site runtime serving prerendered pages reads: every path but /not-a-route is a static route, and
 * /secure takes the utm_ads value lowcost-envir; no layouts, constants, navigation or closed dates.
 */
export const prerenderRuntime = {
  table: {
    match: (path: string) =>
      path === '/not-a-route'
        ? null
        : { route: path === '/secure' ? secureRoute : { render: 'static', query: new Map() }, canonicalPath: path },
  },
  // No closed dates: every day is an ordinary one (server/closedToday.server.ts reads the hours' calendar).
  config: { layouts: { layouts: {} }, constants: {}, navigation: {}, hours: { timezone: 'America/Chicago' } },
} as unknown as SiteRuntime

/** A built site folder whose page store holds `pages` (URL → HTML), as scripts/build/prerender.ts writes it. */
export async function builtSite(pages: Record<string, Buffer>, signIn: string[] = []): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'prerendered-'))
  const dir = pagesDir(root)
  mkdirSync(dir, { recursive: true })
  const index: PagesIndex = { pages: {} }
  for (const [url, html] of Object.entries(pages))
    index.pages[url] = { key: `key of ${url}`, requiresSignIn: signIn.includes(url), ...(await storePage(dir, html)) }
  writePagesIndex(dir, index)
  return root
}
