import type { PageKey } from './options.ts'

/** Where each measured page lives: on the site's server or on the bare reference server. */
export interface PageTarget {
  key: PageKey
  label: string
  server: 'site' | 'bare'
  path: string
}

/** The per-request page the issue measures: its HTML depends on the utm_ads value. */
export const SECURE_PATH = '/secure?utm_ads=lowcost-envir'
/** The help centre lists its articles; the bench takes the first one it links to. */
export const HELP_CENTER_PATH = '/help-center'
/** A prerendered page, served by the site and by plain sirv from the same file. */
export const PRERENDERED_PATH = '/faqs'

const FIXED: Record<Exclude<PageKey, 'help'>, Omit<PageTarget, 'key'>> = {
  home: { label: '`/`', server: 'site', path: '/' },
  shop: { label: '`/shop`', server: 'site', path: '/shop' },
  cameras: { label: '`/cameras`', server: 'site', path: '/cameras' },
  secure: { label: `\`${SECURE_PATH}\``, server: 'site', path: SECURE_PATH },
  bare: { label: 'bare Vike + vike-react page', server: 'bare', path: '/' },
}

/** The first help article linked from the help centre's HTML, or null when it links to none. */
export function firstHelpArticlePath(helpCenterHtml: string): string | null {
  return /href="(\/help-center\/articles\/[A-Za-z0-9][A-Za-z0-9-]*)"/.exec(helpCenterHtml)?.[1] ?? null
}

export function pageTargets(keys: readonly PageKey[], helpArticlePath: string | null): PageTarget[] {
  return keys.map((key) => {
    if (key !== 'help') return { key, ...FIXED[key] }
    if (!helpArticlePath) throw new Error(`bench: ${HELP_CENTER_PATH} links to no help article`)
    return { key, label: `help article \`${helpArticlePath}\``, server: 'site', path: helpArticlePath }
  })
}
