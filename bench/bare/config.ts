import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

/**
 * The reference for `npm run bench:pages`: a bare Vike + vike-react app with nothing of the site's own
 * (no blocks, no Emotion, no page data), built from the same vike, vike-react, react and vite the site uses.
 * Server routing like the site, so the browser loads the same kind of entry script.
 */
export default {
  extends: [vikeReact],
  clientRouting: false,
  lang: 'en',
  title: 'Home Security Designed Around Your Home',
  prerender: { enable: true, partial: true, keepDistServer: true },
  reactStrictMode: false,
} satisfies Config
