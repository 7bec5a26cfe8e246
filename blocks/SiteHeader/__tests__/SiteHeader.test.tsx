import { linksOutsideOpenVariant } from '../../../tests/support/availabilityHtml.ts'
import { describe, expect, it } from 'vitest'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { realSite } from '../../../tests/support/realSite.ts'

const render = (url: string) => renderPageHtml(realSite().resolve(url), realSite())
const variantOf = (props: unknown) => (props as { variant?: string } | undefined)?.variant
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'))

describe('SiteHeader (spec 2.8)', () => {
  it('renders the Sales and Support dropdowns closed, as disclosures, with the mobile groups', async () => {
    const html = header(await render('/'))
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="site-header-sales-panel"[^>]*>Sales/)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="site-header-support-panel"[^>]*>Support/)
    expect(html).toContain('<div id="site-header-sales-panel" hidden=""')
    expect(html.match(/>Tap for details</g)).toHaveLength(2)
    expect(html).toContain('New Customers')
    expect(html).toContain('Existing Customers')
    expect(html).toContain('Mon-Fri 7am-10pm CT')
    expect(html).toContain('Mon-Sat 8am-8pm CT')
    expect(html).toContain('24/7 Availability')
    expect(html).toContain('Get a Quote')
    expect(html).toContain('Live Chat')
  })

  it('renders both states on the server, each shown only by the boot script’s decision: sales links only in the open one', async () => {
    const html = header(await render('/'))
    expect(html).toContain('tel:+18555550100')
    expect(linksOutsideOpenVariant(html, 'tel:+18555550100')).toBe(0)
    expect(linksOutsideOpenVariant(html, 'sms:+18555550103')).toBe(0)
    expect(html).toContain('data-availability="pending"')
    expect(html).toMatch(/data-when-closed="sales" style="display:contents"><span[^>]*data-status="offline"/)
    expect(html).toMatch(/data-when-open="sales" style="display:contents"><span[^>]*data-status="available"/)
    // Support's text line is 24/7 and stays.
    expect(html).toContain('sms:+18555550102')
  })

  it('lists a menu item’s children under it, named by it (sixth walkthrough D6: the device pages were unreachable)', async () => {
    const html = header(await render('/'))
    const products = realSite().config.navigation.header.items.find((item) => item.children?.length)!
    // Emotion puts the list's <style> between the link and the list.
    const list = html.match(
      /<a id="([^"]+)" href="[^"]*">([^<]+)<\/a>(?:<style[^>]*>[^<]*<\/style>)?<ul aria-labelledby="([^"]+)"[^>]*>(.*?)<\/ul>/,
    )
    expect(list, 'a labelled child list').not.toBeNull()
    const [, labelId, label, labelledBy, items] = list!
    expect(labelledBy).toBe(labelId)
    expect(label).toBe(products.label)
    for (const child of products.children!)
      expect(items).toContain(`href="${child.href}">${child.label.replaceAll('&', '&amp;')}</a>`)
  })

  it('renders Sign In through AccountLink, to the account afterwards (issue 25 item 7)', async () => {
    // Below 768 px the full header moves Sign In into its menu: one link per width, two in the HTML.
    expect(header(await render('/faqs'))).toContain('href="/api/auth/login"')
    // Layouts without sign-in (the landing pages' slim header: signIn none) show no Sign In in the header.
    expect(header(await render('/secure'))).not.toContain('/api/auth/login')
  })

  it('has Sign In in every full header (seventh walkthrough E8: /cameras’ product layout said "signIn": "none")', async () => {
    expect(header(await render('/cameras'))).toContain('href="/api/auth/login"')
    const layouts = Object.entries(realSite().config.layouts.layouts)
    const full = layouts.filter(([, layout]) =>
      layout.header.some((block) => block.type === 'SiteHeader' && variantOf(block.props) === 'full'),
    )
    expect(full.length).toBeGreaterThan(5)
    for (const [name, layout] of full) expect(layout.signIn, name).not.toBe('none')
  })

  it('has the links inline in the server’s HTML, in config order, the one with pages as a <details> (E8)', async () => {
    const html = header(await render('/'))
    const nav = html.slice(html.indexOf('data-inline-nav'), html.indexOf('</nav>', html.indexOf('data-inline-nav')))
    const items = realSite().config.navigation.header.items
    // Top-level words in order: the dropdown's button (a <summary>) and the plain links.
    const words = [...nav.matchAll(/<(?:summary|a)\b[^>]*>([^<]+)</g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    )
    const top = items.map((item) => item.label)
    expect(words.filter((word) => top.includes(word))).toEqual(top)
    for (const item of items.filter((candidate) => !candidate.children?.length))
      expect(nav).toContain(`href="${item.href}"`)
    const products = items.find((item) => item.children?.length)!
    // Opens without scripts; no aria-expanded in the HTML (nothing would keep it true before hydration).
    // Emotion puts the button's <style> between the two tags.
    expect(nav).toMatch(
      new RegExp(
        `<details[^>]*data-nav-dropdown=""[^>]*>(?:<style[^>]*>[^<]*</style>)?<summary id="[^"]+"[^>]*>${products.label}`,
      ),
    )
    expect(nav).not.toMatch(/<details[^>]* open/)
    expect(nav).not.toMatch(/<summary[^>]*aria-expanded/)
    for (const child of products.children!)
      expect(nav).toContain(`href="${child.href}">${child.label.replaceAll('&', '&amp;')}</a>`)
  })

  it('names the brand in full, with the short name beside it for narrow bars with a cart (E15)', async () => {
    const { name, shortName } = realSite().config.brand
    const logo = header(await render('/')).match(/<a href="\/"[^>]*>.*?<\/a>/)![0]
    expect(logo).toContain(`aria-label="${name}"`)
    expect(logo).toMatch(new RegExp(`>${name}</span>`))
    expect(logo).toMatch(new RegExp(`<span[^>]*aria-hidden="true"[^>]*>${shortName}</span>`))
  })

  it.each([
    ['/', 'primary', true, true],
    ['/secure/1', 'secure', false, true],
    ['/moves', 'minimalNoForms', false, false],
    ['/assessment/start', 'minimalNoCTA', false, false],
    ['/scheduling', 'scheduling', false, true],
  ])('%s (%s): navigation %s, contact dropdowns %s', async (url, layout, nav, contact) => {
    const html = await render(url)
    expect(html).toContain(`data-layout="${layout}"`)
    expect(header(html).includes('aria-label="Main"')).toBe(nav)
    expect(header(html).includes('site-header-sales-panel')).toBe(contact)
  })

  it('hides Get a Quote and the schedule button where the layout has no call-to-action buttons', async () => {
    const html = header(await render('/scheduling'))
    expect(html).not.toContain('Get a Quote')
    expect(html).not.toContain('Schedule a Free Consultation')
    expect(header(await render('/'))).toContain('Schedule a Free Consultation')
  })
})

describe('the header’s cart link (rater report 6, D12)', () => {
  const cartLink = (html: string) => header(html).match(/<a [^>]*data-cart-link=""[^>]*>/)?.[0] ?? null
  const { href } = realSite().config.navigation.header.cartLink

  it('is in every full header’s HTML, named only once the browser knows the cart (the boot script shows it)', async () => {
    for (const url of ['/', '/cameras', '/help-center', '/shop']) {
      const link = cartLink(await render(url))
      expect(link, url).toContain(`href="${href.replace('&', '&amp;')}"`)
      expect(link, url).not.toContain('aria-label')
    }
  })

  it('leads a partner’s page to the partner’s shop’s cart', async () => {
    const page = realSite().resolve('/dallas')
    const shop = page.context.partnerPages?.find((candidate) => candidate.genericPaths.includes('/shop'))
    expect(shop, 'the Dallas page has a shop of its own').toBeDefined()
    expect(cartLink(await render('/dallas'))).toContain(`href="${shop!.partnerPath}?view=cart"`)
  })

  it('is left out of logo-only headers, the checkout’s distraction-free one among them', async () => {
    const layouts = realSite().config.layouts.layouts
    const checkoutHeader = layouts.checkout!.header.find((block) => block.type === 'SiteHeader')!
    expect(checkoutHeader.props).toMatchObject({ variant: 'logoOnly' })
    expect(cartLink(await render('/secure'))).toBeNull()
  })
})
