import { describe, expect, it } from 'vitest'
import { browserPerFile } from '../../tests/e2e/support/browser.ts'
import { studioPerFile } from './support/studioUnderTest.ts'
import { openPageInStudio } from './support/studioActions.ts'

const browser = browserPerFile()
const studio = studioPerFile()

type PartnerEntry = { id: string; name: string; slug: string; textPhone?: string }
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

  it('a bad phone and a slug another partner uses are shown together, each at its field', async () => {
    const taken = partnersOf(studio.original('partners.json'))[0]!.slug
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await studio.admit(page)
    await page.goto(studio.url())
    await page.locator('input[name="name"]').fill('Lakeside Homes')
    await page.locator('input[name="slug"]').fill(taken)
    await page.locator('input[name="phone"]').fill('555-0142')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.locator('[data-field-error="phone"]').waitFor({ timeout: 60_000 })
    await page.locator('[data-field-error="slug"]').waitFor()
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
