import { describe, expect, it } from 'vitest'
import { browserPerFile } from '../../tests/e2e/support/browser.ts'
import { openPageInStudio, repoRoot, studioPerFile } from './support/studioUnderTest.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chipText, dragBlock, saveAndConfirm, selectBlock } from './support/studioActions.ts'

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
    const title = chipText(page, 'Page title')
    await expect
      .poll(() => title.textContent(), { timeout: 30_000 })
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
    const { page, frame } = await openInStudio('shop', 'faqs')
    const landing = page.locator('[data-setting="layout"]:visible input[value="landing"]')
    await landing.waitFor({ timeout: 30_000 })
    // Each picture says in words what the layout shows.
    await expect
      .poll(() => page.locator('[data-layout-shows="landing"]:visible').textContent())
      .toBe('slim header with phone, small footer, forms, chat')
    // The preview shows the chosen layout at once, before any save: its header, footer, forms and chat.
    const shown = frame.locator('[data-layout]')
    expect(await shown.getAttribute('data-layout')).toBe('shop')
    expect(await shown.getAttribute('data-lead-forms')).toBe('on')
    // Opening the page loaded its own layout only; another one's header and footer load once it is picked.
    const opened = (await (
      await studio.fetch(new URL('/studio/api/page?key=shop&query=', studio.url()).href)
    ).json()) as { layoutModels: Record<string, unknown> }
    expect(Object.keys(opened.layoutModels)).toEqual(['shop'])
    const asked = page.waitForRequest((request) => /\/studio\/api\/layout\?.*name=ecomm/.test(request.url()))
    // The shop's own layout has forms, the e-commerce one has none: the preview follows each choice.
    await page.locator('[data-setting="layout"]:visible input[value="ecomm"]').check()
    await asked
    await expect.poll(() => shown.getAttribute('data-layout'), { timeout: 30_000 }).toBe('ecomm')
    expect(await shown.getAttribute('data-lead-forms')).toBe('off')
    await landing.check()
    await expect.poll(() => shown.getAttribute('data-layout'), { timeout: 30_000 }).toBe('landing')
    expect(await shown.getAttribute('data-lead-forms')).toBe('on')
    expect(studio.file('routes.json')).toBe(studio.original('routes.json'))
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
    // Held over its new place, before the drop, the studio says loudly which pages the drop changes.
    const whileHeld = async () => {
      await expect.poll(() => reach.getAttribute('data-dragging'), { timeout: 30_000 }).toBe('yes')
      expect(await reach.textContent()).toBe(`Dropping here changes only ${lakeshore.name}`)
    }
    await dragBlock(page, frame, 'legal', 'schedule', whileHeld).catch(async (e: unknown) => {
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

  it("the save summary tells the move the editor made, in the outline's names, rendered, naming no hidden block", async () => {
    const { page, frame } = await openInStudio('shop', 'faqs')
    await page.setViewportSize({ width: 1600, height: 1400 })
    // Questions and answers dragged up above the reviews right before it: config:diff's fewest moves could as
    // well say the reviews moved down above the shop's error window, a block nobody sees on the page.
    await dragBlock(page, frame, 'faqs', 'reviews-carousel')
    await page.locator('[data-save-state="unsaved"]').waitFor()
    const summary = await saveAndConfirm(page)
    const faqs = studioTitle('FaqAccordion')
    const reviews = studioTitle('ReviewsCarousel')
    expect(summary).toContain(`${faqs} faqs moved up, above ${reviews} reviews-carousel`)
    expect(summary).not.toContain(studioTitle('ShopErrorModal'))
    expect(summary).not.toContain('modal-ecomm-error')
    // Rendered: no Markdown marks left in the text.
    expect(summary).not.toMatch(/`|\*\*|^#/m)
    const ids = (JSON.parse(studio.file('routes.json')) as { routes: RouteEntry[] }).routes
      .find((route) => route.name === 'shop')!
      .blocks.map((block) => block.id)
    expect(ids.indexOf('faqs')).toBe(ids.indexOf('reviews-carousel') - 1)
    await page.close()
  })

  it('the Page panel shows template values in the title and description as chips, inserted from a menu', async () => {
    const { page } = await openInStudio('partner-offer-page/lakeshore-moving', 'how-it-works')
    const title = chipText(page, 'Page title')
    await title.waitFor({ timeout: 30_000 })
    // The template's {{partner.name}} is a chip named for people, not the template name.
    await expect.poll(() => title.locator('[data-template="partner.name"]').textContent()).toBe('Partner name')
    expect(await title.textContent()).not.toContain('{{')
    const description = chipText(page, 'Description (search results and shared links)')
    await description.fill('Security offers for customers of ')
    await page.locator('[data-insert-value="Description (search results and shared links)"]:visible').selectOption({
      label: `Partner name (now ${partnersOf(studio.original('partners.json')).find((p) => p.id === 'lakeshore-moving')!.name})`,
    })
    await expect.poll(() => description.locator('[data-template="partner.name"]').count(), { timeout: 30_000 }).toBe(1)
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await saveAndConfirm(page)
    const route = routesOf(studio.file('routes.json')).find((entry) => entry.name === 'partner-offer-page')!
    expect(route.meta.description).toBe('Security offers for customers of {{partner.name}}')
    await page.close()
  })

  it('a protected block says why it cannot be removed', async () => {
    // The shop's lead form is one a shop page must keep (site-config/required-blocks.json).
    const { page, frame } = await openInStudio('shop', 'embedded-form')
    await selectBlock(frame, 'embedded-form', 'form')
    const note = page.locator('[data-protected-block]:visible')
    await expect
      .poll(() => note.textContent(), { timeout: 30_000 })
      .toMatch(/^A .+ page must keep this block: .+\. It can be moved, and its texts edited\.$/)
    await page.close()
  })
})

/** A block type's name for people, as the palette and the outline show it. */
function studioTitle(type: string): string {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'blocks', type, 'schema.json'), 'utf8')) as {
    studio: { title: string }
  }
  return schema.studio.title
}
