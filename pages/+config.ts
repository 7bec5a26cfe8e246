import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

/**
 * One catch-all page renders every route of routes.json; the runtime decides what it shows.
 * Server routing: every navigation is a full page load, so the route table never ships to the
 * browser, prerendered HTML serves as is, and query-dependent pages always reach the server.
 * The page is HTML-only for Vike (`clientHooks: false`): Vike injects no script, no preload and no page
 * context; the interactive parts are islands that the page's own boot script hydrates after the first
 * paint (runtime/islands, pages/+bodyHtmlEnd.ts).
 */
export default {
  extends: [vikeReact],
  clientRouting: false,
  clientHooks: false,
  lang: 'en',
  favicon: '/favicon.svg',
  passToClient: [],
  // Nothing of the page renders in the browser (islands hydrate with their own entry), so its components stay out
  // of Vike's client entries: otherwise the bundler splits what they share with the island entry into small chunks.
  meta: {
    Page: { env: { server: true, client: false } },
    Wrapper: { env: { server: true, client: false } },
  },
  // Static routes are prerendered by the build's own step (scripts/build/prerender.ts: reused when unchanged,
  // rendered in parallel when not) with Vike's renderer; everything else renders per request.
  prerender: false,
  // The markup already carries every visible text; React's strict mode double-render only costs time.
  reactStrictMode: false,
} satisfies Config
