import { describe, expect, it } from 'vitest'
import { browserPerFile } from '../../tests/e2e/support/browser.ts'
import { studioPerFile } from './support/studioUnderTest.ts'
import { dragBlock, openPageInStudio, saveAndConfirm } from './support/studioActions.ts'

const browser = browserPerFile()
const studio = studioPerFile()
const openInStudio = (key: string, firstBlock: string) => openPageInStudio(browser(), studio, key, firstBlock)

type RouteEntry = { name: string; layout?: string; meta: Record<string, unknown>; blocks: Array<{ id: string }> }
type PartnerEntry = { id: string; name: string; phone: string; blockChanges?: Record<string, unknown[]> }
const routesOf = (text: string) => (JSON.parse(text) as { routes: RouteEntry[] }).routes
const partnersOf = (text: string) => (JSON.parse(text) as { partners: PartnerEntry[] }).partners

describe("the studio's Page panel and a partner's own order", () => {
  it("a title edit in the Page panel changes only that route's meta.title", async () => {
    const { page } = await openInStudio('shop', 'faqs')
    // With no block selected, Puck's right panel shows the page's own settings.
    const title = page.locator('input[name="title"]:visible')
    await expect
      .poll(() => title.inputValue(), { timeout: 30_000 })
      .toBe(routesOf(studio.original('routes.json')).find((route) => route.name === 'shop')!.meta.title)
    await title.fill('Shop Home Security Packages Online')
    await page.locator('[data-save-state="unsaved"]').waitFor()
    const summary = await saveAndConfirm(page)
    expect(summary).toContain('Shop Home Security Packages Online')

    const before = routesOf(studio.original('routes.json'))
    const after = routesOf(studio.file('routes.json'))
    after.forEach((route, i) => {
      if (route.name !== 'shop') return expect(route).toEqual(before[i])
      expect(route).toEqual({ ...before[i], meta: { ...before[i]!.meta, title: 'Shop Home Security Packages Online' } })
    })
    // One line of routes.json changed.
    const changed = studio
      .file('routes.json')
      .split('\n')
      .filter((line, i) => line !== studio.original('routes.json').split('\n')[i])
    expect(changed).toEqual(['        "title": "Shop Home Security Packages Online",'])
    expect(studio.file('partners.json')).toBe(studio.original('partners.json'))
    await page.close()
  })

  it('the layout is chosen from pictures of what each layout shows', async () => {
    const { page } = await openInStudio('shop', 'faqs')
    const landing = page.locator('[data-setting="layout"]:visible input[value="landing"]')
    await landing.waitFor({ timeout: 30_000 })
    // Each picture says in words what the layout shows.
    await expect
      .poll(() => page.locator('[data-layout-shows="landing"]:visible').textContent())
      .toBe('slim header with phone, small footer, forms, chat')
    await landing.check()
    await saveAndConfirm(page)
    expect(routesOf(studio.file('routes.json')).find((route) => route.name === 'shop')!.layout).toBe('landing')
    await page.close()
  })

  it("a move on one partner's page says where it goes before the drop and changes only that partner's entry", async () => {
    const partners = partnersOf(studio.original('partners.json'))
    const lakeshore = partners.find((partner) => partner.id === 'lakeshore-moving')!
    const { page, frame } = await openInStudio('partner-offer-page/lakeshore-moving', 'how-it-works')
    const reach = page.locator('[data-move-reach]')
    await expect.poll(() => reach.getAttribute('data-move-reach')).toBe(`only ${lakeshore.name}`)
    // The template layer says how many partner pages a move there changes.
    await page.locator('input[name="layer"][value="template"]').check()
    await expect.poll(() => reach.getAttribute('data-move-reach')).toMatch(/^all \d+ partner pages$/)
    await page.locator('input[name="layer"][value="partner"]').check()
    await expect.poll(() => reach.getAttribute('data-move-reach')).toBe(`only ${lakeshore.name}`)

    // The offer's legal block (short, last) up above the consultation form: both in view in a tall window.
    await page.setViewportSize({ width: 1600, height: 1400 })
    await dragBlock(page, frame, 'legal', 'schedule').catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/studio-drag-fail.png' })
      throw e
    })
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await saveAndConfirm(page)

    expect(studio.file('routes.json')).toBe(studio.original('routes.json'))
    const after = partnersOf(studio.file('partners.json'))
    after.forEach((partner, i) => {
      if (partner.id !== lakeshore.id) return expect(partner).toEqual(partners[i])
      const { blockChanges, ...rest } = partner
      expect(rest).toEqual(partners[i])
      expect(Object.keys(blockChanges ?? {})).toEqual(['partner-offer-page'])
      expect(blockChanges!['partner-offer-page']).toHaveLength(1)
    })
    await page.close()
  })
})
