import { describe, expect, it } from 'vitest'
import {
  allyAttributes,
  appModeFor,
  footerDisclaimers,
  indexablePages,
  isChunkLoadError,
  parseAllyPreferences,
  shouldReloadForChunkError,
  sitemapXml,
} from '../index.ts'

describe('footer disclaimers (spec 2.9)', () => {
  it.each([
    ['/', 'primary', null, ['financing', 'servicePlan']],
    ['/monitoring', 'product', null, ['financing', 'servicePlan']],
    ['/cameras', 'product', null, ['monitoringCommitment', 'financing', 'servicePlan']],
    ['/doorbell-camera', 'product', null, ['monitoringCommitment', 'financing', 'servicePlan']],
    ['/smart-locks', 'product', null, ['monitoringCommitment', 'financing', 'servicePlan']],
    ['/faqs', 'default', null, ['financing', 'servicePlan']],
    ['/shieldline-family', 'partners', 'partner-offer', ['partnerOffer', 'financing', 'servicePlan']],
    ['/shieldline-security', 'partners', 'partner-offer', ['partnerOffer', 'financing', 'servicePlan']],
    ['/keystoneoffer', 'partners', 'affiliate', ['financing', 'servicePlan']],
  ] as const)('%s (%s layout, partner %s)', (canonicalPath, layout, partnerKind, expected) => {
    expect(footerDisclaimers({ canonicalPath, layout, partnerKind })).toEqual(expected)
  })
})

describe('app mode (spec 2.9)', () => {
  it.each([
    ['?app=true', null, { appMode: true, store: true }],
    ['?app=true', 'true', { appMode: true, store: false }],
    ['', 'true', { appMode: true, store: false }],
    ['?app=false', 'true', { appMode: true, store: false }],
    ['?app=false', null, { appMode: false, store: false }],
    ['?app=1', null, { appMode: false, store: false }],
    ['', null, { appMode: false, store: false }],
  ])('query %s, stored %s', (search, stored, expected) => {
    expect(appModeFor(search, stored)).toEqual(expected)
  })
})

describe('chunk reload guard (spec 8: at most once per 60 s)', () => {
  const guard = 60_000
  const now = 1_800_000_000_000
  it.each([
    [null, true, 'never reloaded'],
    [String(now - 60_000), true, 'exactly 60 s ago'],
    [String(now - 59_999), false, 'just under 60 s ago'],
    [String(now - 5_000), false, '5 s ago'],
    ['garbage', true, 'unreadable timestamp'],
    [String(now + 120_000), true, 'a timestamp from the future (clock changed)'],
  ] as Array<[string | null, boolean, string]>)('last reload %s -> %s (%s)', (last, reload) => {
    expect(shouldReloadForChunkError(last, now, guard)).toBe(reload)
  })

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/Hero-abc.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/x.css'), true],
    [new Error('Cannot read properties of undefined'), false],
  ])('%s is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

describe('accessibility toolbar settings', () => {
  it.each([
    [null, { textStep: 0, contrast: false, underline: false, open: false }],
    ['not json', { textStep: 0, contrast: false, underline: false, open: false }],
    [
      '{"textStep":2,"contrast":true,"underline":false,"open":true}',
      { textStep: 2, contrast: true, underline: false, open: true },
    ],
    ['{"textStep":99,"contrast":"yes"}', { textStep: 3, contrast: false, underline: false, open: false }],
    ['{"textStep":-4}', { textStep: 0, contrast: false, underline: false, open: false }],
  ])('%s', (stored, expected) => {
    expect(parseAllyPreferences(stored)).toEqual(expected)
  })

  it('maps settings to <html> attributes', () => {
    expect(allyAttributes({ textStep: 2, contrast: true, underline: false, open: false })).toEqual({
      'data-ally-text': '2',
      'data-ally-contrast': '',
      'data-ally-underline': null,
    })
  })
})

describe('sitemap builder', () => {
  const candidates = [
    { path: '/cameras', title: 'Cameras', robots: 'index,follow', hasParams: false },
    { path: '/', title: 'Home', robots: 'index,follow', hasParams: false },
    { path: '/secure', title: 'Secure', robots: 'noindex,follow', hasParams: false },
    { path: '/smartcenter/:id', title: 'Post', robots: 'index,follow', hasParams: true },
    { path: '/keystoneoffer', title: 'Keystone', robots: 'index, follow', hasParams: false },
    { path: '/cameras', title: 'Duplicate', robots: 'index,follow', hasParams: false },
    { path: '/x', title: 'X', robots: 'NOINDEX', hasParams: false },
  ]
  it('keeps fixed, indexable paths once, home first', () => {
    expect(indexablePages(candidates)).toEqual([
      { path: '/', title: 'Home' },
      { path: '/cameras', title: 'Cameras' },
      { path: '/keystoneoffer', title: 'Keystone' },
    ])
  })
  it('writes sitemaps.org XML with absolute URLs without trailing slashes', () => {
    const xml = sitemapXml('https://www.harborhomesecurity.com/', [
      { path: '/', title: 'Home' },
      { path: '/a&b', title: 'A' },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.harborhomesecurity.com</loc></url>\n  <url><loc>https://www.harborhomesecurity.com/a&amp;b</loc></url>\n</urlset>\n',
    )
  })
})
