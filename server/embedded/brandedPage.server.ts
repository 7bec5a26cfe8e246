import type { SiteConfig } from '../../runtime/SiteConfig.ts'
import { escapeHtml } from '../auth/authPages.server.ts'
import { sha256 } from '../security/contentSecurityPolicy.server.ts'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { isSupportOpen } from '../../services/hours/index.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'

/** What the branded frame of an embedded service's page shows besides its content. */
export interface BrandedPageInput {
  /** The page's own title (before " | {brand}"), also its only <h1> unless the content has one. */
  title: string
  /** The page's content, already escaped HTML. */
  content: string
  /** The signed-in customer's name for the header (with "My Account"); absent: nothing about an account. */
  customerName?: string
  /** Narrow for a sign-in card, wide for a form with several parts. */
  width?: 'narrow' | 'wide'
  /** The moment the page is answered (these pages are never cached): it decides the header's support line. */
  now?: number
}

/**
 * The frame of the embedded company services' own pages (the identity provider's sign-in and sign-out, the
 * account API's move request): the site's brand (name, colours, type, header and footer links from the site
 * config) as plain HTML, so the customer sees the same company from the shop to the sign-in and back.
 * No scripts and no web fonts: the pages' policy allows none (plainPagePolicy), and they need none.
 * Focus is a 3 px ring of at least 3:1 against what is behind it (white on the navy header, navy elsewhere).
 */
export function brandedPage(config: SiteConfig, input: BrandedPageInput): string {
  const { brand } = config
  const supportLinks = footerSupportLinks(config)
  const name = escapeHtml(brand.name)
  const account = input.customerName
    ? `<p class="account"><span>${escapeHtml(input.customerName)}</span> <a href="/account">${escapeHtml(config.navigation.account.myAccount)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(input.title)} | ${name}</title>
<style>${brandedStyleSheet(config, input.width ?? 'narrow')}</style></head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header"><div class="bar"><a class="brand" href="/">${name}</a>${account}${supportLine(config, input.now ?? Date.now())}</div></header>
<main id="main"><div class="card">
${input.content}
</div></main>
<footer class="site-footer"><div class="bar"><nav aria-label="Support"><ul>${supportLinks}</ul></nav><p>© ${name}</p></div></footer>
</body></html>`
}

/**
 * The header's way to reach support: the call link while phone support is open, else the text line, which is
 * answered 24/7 (spec 9.1), as the site's own Existing Customers group does (no call link while support is
 * offline). Decided per answer: these pages are never cached and run no scripts.
 */
function supportLine(config: SiteConfig, now: number): string {
  const { phones } = config
  const { contact } = config.navigation
  return isSupportOpen(config.hours, now)
    ? `<a class="help" href="${escapeHtml(telHref(phones.support))}" data-support-call>${escapeHtml(contact.supportToggle)} ${escapeHtml(phones.support)}</a>`
    : `<a class="help" href="${escapeHtml(smsHref(phones.supportText))}" data-support-text>${escapeHtml(fillTemplate(contact.textSupport, { phone: phones.supportText }))}</a>`
}

/** The site footer's support links (navigation.json), so these pages point where the site does. */
function footerSupportLinks(config: SiteConfig): string {
  const footer = (config.navigation as { footer?: { columns?: Array<{ heading: string; links: LinkConfig[] }> } })
    .footer
  const column = footer?.columns?.find((candidate) => candidate.heading === 'Support') ?? footer?.columns?.[0]
  return (column?.links ?? [])
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`)
    .join('')
}

interface LinkConfig {
  label: string
  href: string
}

/** Only a CSS length from config goes into the style sheet. */
function escapeCss(value: string): string {
  return /^[\d.]+(rem|px|em|%)$/.test(value) ? value : '1rem'
}

/**
 * The frame's style sheet, inline (one request less on a sign-in) and allowed by its hash, never by
 * 'unsafe-inline' (brandedStyleHashes): the same config and width always give the same text.
 */
function brandedStyleSheet(config: SiteConfig, width: 'narrow' | 'wide'): string {
  const { brand } = config
  const palette = brand.palette as Record<string, string>
  const navy = palette.darkblue ?? '#0B2F5B'
  const warm = palette.warmgray ?? '#F3F0EB'
  const green = palette.ctagreen ?? '#17773A'
  const greenHover = palette.ctagreenhover ?? '#115C2C'
  const ink = palette.darkgray ?? '#33383F'
  return `*,*::before,*::after{box-sizing:border-box}
html{font-size:${escapeCss(brand.rootFontSize ?? '1.125rem')}}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;margin:0;background:${warm};color:${ink};line-height:1.5;min-height:100vh;display:flex;flex-direction:column}
a{color:${navy}}
:focus-visible{outline:3px solid ${navy};outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem;top:1rem;z-index:2}
.site-header{background:${navy};color:#fff}
.site-header :focus-visible,.site-footer :focus-visible{outline-color:#fff}
.bar{max-width:72rem;margin:0 auto;padding:.9rem 1.25rem;display:flex;align-items:center;gap:1rem;flex-wrap:wrap}
.brand{color:#fff;font-weight:800;font-size:1.15rem;text-decoration:none;margin-right:auto;white-space:nowrap}
.help{color:#fff;white-space:nowrap}
.account{margin:0;display:flex;gap:.75rem;align-items:center;font-weight:600}
.account a{color:#fff}
main{flex:1;width:100%;max-width:${width === 'wide' ? '44rem' : '28rem'};margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
@media (min-width:768px){.card{padding:2.25rem}}
h1{color:${navy};font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{color:${navy};font-size:1.15rem;margin:1.5rem 0 .5rem}
fieldset{border:0;margin:1.25rem 0 0;padding:0}
legend{font-weight:700;color:${navy};font-size:1.05rem;padding:0;margin-bottom:.25rem}
label{display:block;font-weight:600;margin:1rem 0 .3rem}
.choice{display:flex;gap:.6rem;align-items:flex-start;font-weight:400;margin:.6rem 0;padding:.75rem;border:1px solid #8a8f98;border-radius:.5rem}
.choice input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:none}
input,select{width:100%;padding:.65rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true],select[aria-invalid=true]{border:2px solid #a11a1a}
.row{display:grid;gap:0 1rem}
@media (min-width:768px){.row{grid-template-columns:2fr 1fr 1fr}}
.hint{font-weight:400;color:#4b5563;font-size:.9rem;margin:.2rem 0 0}
.error{color:#a11a1a;font-weight:600;margin:.3rem 0 0}
.summary{border:2px solid #a11a1a;border-radius:.5rem;padding:1rem;margin:0 0 1.25rem}
.summary h2{color:#a11a1a;margin:0 0 .5rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#a11a1a}
[role=alert]{color:#a11a1a;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:center;margin-top:1.5rem}
.actions form{margin:0}
button{padding:.75rem 1.6rem;font:inherit;font-weight:700;border-radius:2rem;border:2px solid ${green};background:${green};color:#fff;cursor:pointer}
button:hover{background:${greenHover};border-color:${greenHover}}
button.secondary{background:transparent;color:${navy};border-color:${navy}}
button.reveal{padding:.3rem .7rem;margin:0;font-size:.85rem;font-weight:600;border-radius:.375rem;border:1px solid ${navy};background:#fff;color:${navy}}
button.reveal:hover{background:${warm};border-color:${navy}}
button.reveal[aria-pressed=true]{background:${navy};color:#fff}
.password-tools{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.75rem 1rem;margin-top:.5rem}
a.button{display:inline-block;padding:.75rem 1.6rem;font-weight:700;border-radius:2rem;background:${green};color:#fff;text-decoration:none}
a.button:hover{background:${greenHover}}
button.link{background:none;border:0;padding:0;margin-top:1rem;color:${navy};text-decoration:underline;font-weight:600}
dl{margin:0}
dt{font-weight:700;margin-top:.75rem}
dd{margin:0}
small{display:block;margin-top:1.5rem;color:#4b5563}
.site-footer{background:${navy};color:#fff;font-size:.9rem}
.site-footer .bar{align-items:flex-start}
.site-footer a{color:#fff}
.site-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem 1.25rem}
.site-footer p{margin:0;width:100%}
`
}

const hashesByConfig = new WeakMap<SiteConfig, string[]>()

/** The CSP sources of the frame's style sheets (both widths), for the pages' style-src. */
export function brandedStyleHashes(config: SiteConfig): string[] {
  let hashes = hashesByConfig.get(config)
  if (!hashes) {
    hashes = (['narrow', 'wide'] as const).map((width) => `'sha256-${sha256(brandedStyleSheet(config, width))}'`)
    hashesByConfig.set(config, hashes)
  }
  return hashes
}
