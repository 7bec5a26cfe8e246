import { describe, expect, it } from 'vitest'
import { browserPerFile, expectNoAxeViolations } from '../../tests/e2e/support/browser.ts'
import { ORDINARY_WEEK, repoRoot, studioPerFile, openPageInStudio } from './support/studioUnderTest.ts'
import { catalogueChoices, partnerPagesOn } from '../server/partnerEditing.server.ts'
import { realSite } from '../../tests/support/realSite.ts'

const browser = browserPerFile()
const studio = studioPerFile()

type PartnerEntry = { id: string; name: string; slug: string; catalogId: string; textPhone?: string; enabled: boolean }
const partnersOf = (text: string) => (JSON.parse(text) as { partners: PartnerEntry[] }).partners

describe("the studio's partners and palette", () => {
  it('the palette offers the blocks in groups under their titles, and no frame block', async () => {
    const { page } = await openPageInStudio(browser(), studio, 'shop', 'faqs')
    const items = page.locator('[data-puck-drawer-item]')
    await items.getByText('Hero', { exact: true }).first().waitFor({ timeout: 30_000 })
    for (const group of ['Heroes', 'Offers', 'Forms', 'Shop', 'Content', 'Trust'])
      await page.getByText(group, { exact: true }).first().waitFor()
    const names = await items.allTextContents()
    expect(names.length).toBeGreaterThan(40)
    for (const frame of [
      'SiteHeader',
      'Site header',
      'SiteFooter',
      'Site footer',
      'NotFound',
      'Page not found',
      'ShopErrorModal',
      'Chat button',
    ])
      expect(names.map((name) => name.trim())).not.toContain(frame)
    await page.close()
  })

  it('a bad phone and a slug another partner uses are shown together, each at its field, in sentences', async () => {
    const owner = partnersOf(studio.original('partners.json'))[0]!
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await studio.admit(page)
    await page.goto(studio.url())
    await page.locator('input[name="name"]').fill('Lakeside Homes')
    await page.locator('input[name="slug"]').fill(owner.slug)
    await page.locator('input[name="phone"]').fill('555-0142')
    await page.locator('input[name="routes"][value="association-partner"]').check()
    await page.getByRole('button', { name: 'Check' }).click()
    const phone = page.locator('[data-partner-field="phone"] [data-field-error="phone"]')
    const slug = page.locator('[data-partner-field="slug"] [data-field-error="slug"]')
    await phone.waitFor({ timeout: 60_000 })
    const sentence = (at: typeof phone) => at.locator('[data-partner-issue] > p').allTextContents()
    expect(await sentence(phone)).toEqual(['Sales phone must be a 10-digit US number written like (555) 123-4567.'])
    expect(await sentence(slug)).toEqual([
      `The page address ${owner.slug} is already used by ${owner.name}. Choose another.`,
    ])
    // A page made for another kind of partner, in the form's own words for the page and the kinds.
    expect(await sentence(page.locator('[data-partner-field="routes"] [data-field-error="routes"]'))).toEqual([
      "The page Member Home Security Benefit is only for partners of the kind “Association”; this partner's kind is “Affiliate”. Untick it.",
    ])
    // The checker's words and where it found them stay for developers, under a details line.
    const where = await slug.locator('[data-issue-where]').textContent()
    expect(where).toMatch(/^partners\.json:\d+:\d+ partners\[\d+\]\.slug: slug "/)
    expect(await slug.locator('details').getAttribute('open')).toBeNull()
    // Each field is marked invalid and says so to a screen reader.
    expect(await page.locator('input[name="phone"]').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)
    expect(studio.file('partners.json')).toBe(studio.original('partners.json'))
    await page.close()
  })

  it('offers kinds in words, the catalogue by its name with its priced packages, and pages by title and address', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await studio.admit(page)
    await page.goto(studio.url())
    const catalogue = catalogueChoices(repoRoot).find((choice) => choice.id === 'ecat-association')!
    const select = page.locator('select[name="catalogId"]')
    await select.waitFor({ timeout: 60_000 })
    await select.selectOption({ label: catalogue.name })
    expect(await select.inputValue()).toBe('ecat-association')
    const packages = page.locator('[data-catalogue-packages] li')
    expect(await packages.allTextContents()).toEqual(catalogue.packages.map((pkg) => `${pkg.name}: ${pkg.price}`))
    expect(await packages.first().textContent()).toMatch(/^Starter Package: \$[\d,.]+ equipment/)
    const options = [
      ...(await select.locator('option').allTextContents()),
      ...(await page.locator('select[name="kind"] option').allTextContents()),
    ]
    for (const option of options) expect(option).not.toMatch(/^[a-z]+(-[a-z]+)*$/)
    await page.locator('input[name="name"]').fill('Lakeside Homes')
    const offer = page.locator('[data-partner-field="routes"] [data-template="partner-offer-page"]')
    expect((await offer.textContent())?.trim()).toBe('Lakeside Homes Exclusive Offer (/lakeside-homesoffer)')
    const shop = page.locator('[data-partner-field="routes"] [data-template="partner-shop"]')
    expect((await shop.textContent())?.trim()).toBe('Lakeside Homes Partner Shop (/shop/lakeside-homes)')
    // At phone width the long kind descriptions and page names wrap or shrink: nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 800 })
    const form = page.locator('section[aria-labelledby="add-partner-title"] form')
    const wider = await form.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > element.getBoundingClientRect().right + 1)
        .map((child) => `${child.tagName}.${child.getAttribute('name') ?? ''}`),
    )
    expect(wider).toEqual([])
    await page.close()
  })

  it('switching a partner off lists the pages that go away before anything is saved', async () => {
    const partner = partnersOf(studio.original('partners.json')).find((p) => p.id === 'keystone-realty')!
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await studio.admit(page)
    await page.goto(studio.url())
    await page.locator(`[data-edit-partner-button="${partner.id}"]`).click()
    const form = page.locator(`[data-edit-partner="${partner.id}"]`)
    for (const name of ['name', 'phone', 'textPhone', 'leadSource'])
      await form.locator(`input[name="${name}"]`).waitFor({ timeout: 60_000 })
    // The partner's catalogue and pages as the site has them today, so another package or page does not break this.
    const catalogue = catalogueChoices(repoRoot).find((choice) => choice.id === partner.catalogId)!
    const pages = partnerPagesOn(realSite(), partner.id)
    expect(pages.length, 'the partner has pages to lose').toBeGreaterThan(0)
    expect(await form.locator('select[name="catalogId"] option:checked').textContent()).toBe(catalogue.name)
    expect(await form.locator('[data-catalogue-packages] li').allTextContents()).toEqual(
      catalogue.packages.map((pkg) => `${pkg.name}: ${pkg.price}`),
    )
    expect(await form.locator('[data-pages-going]').count()).toBe(0)
    await form.locator('input[name="enabled"]').uncheck()
    const going = form.locator('[data-pages-going]')
    expect(await going.locator('li').allTextContents()).toEqual(pages.map((page) => `${page.title} (${page.path})`))
    expect(studio.file('partners.json')).toBe(studio.original('partners.json'))
    await page.close()
  })

  it("editing a partner's text number changes the Text link on its page", async () => {
    const partner = partnersOf(studio.original('partners.json')).find((p) => p.id === 'lakeshore-moving')!
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await studio.admit(page)
    await page.goto(studio.url())
    await page.locator(`[data-edit-partner-button="${partner.id}"]`).click()
    const form = page.locator(`[data-edit-partner="${partner.id}"]`)
    await form.locator('input[name="textPhone"]').fill('(855) 555-0177')
    await form.getByRole('button', { name: 'Check' }).click()
    await form.locator('[data-partner-summary]').waitFor({ timeout: 60_000 })
    await form.getByRole('button', { name: 'Save to partners.json' }).click()
    await page.locator('[data-partner-saved]').waitFor({ timeout: 30_000 })
    expect(partnersOf(studio.file('partners.json')).find((p) => p.id === partner.id)!.textPhone).toBe('(855) 555-0177')
    await page.close()

    const { page: editor, frame } = await openPageInStudio(
      browser(),
      studio,
      'partner-offer-page/lakeshore-moving',
      'how-it-works',
      // The simulator's Tuesday is the next one from the page's date: an ordinary one from ORDINARY_WEEK.
      { clock: ORDINARY_WEEK },
    )
    // A weekday morning: sales is open, so the header offers the Text link.
    await editor.locator('select[name="sim-day"]').selectOption('2')
    await editor.locator('input[name="sim-time"]').fill('10:00')
    await frame.locator('a[href="sms:+18555550177"]').first().waitFor({ state: 'attached', timeout: 30_000 })
    // The shared texts are filled in the preview as on the site, not shown as {{texts.…}}.
    const legal = frame.locator('[data-puck-component="legal"]')
    await legal.getByText('Requires 36-month monitoring commitment', { exact: false }).first().waitFor()
    expect(await legal.textContent()).not.toContain('{{')
    await editor.close()
  })
})
