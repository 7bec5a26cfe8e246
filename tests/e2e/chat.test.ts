import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { smsHref } from '../../services/partners/index.ts'
import { axeViolations, browserPerFile, collectPageErrors, openPageAt } from './support/browser.ts'
import { dayAt, weekdayAt } from './support/clock.ts'
import { serverAt } from './support/serverAt.ts'

/**
 * Rater report 6, D7: "Live Chat" and "Chat: Click Here" opened a panel with only an sms: link. They, and the bubble,
 * now open a chat with support on the chat provider's embedded default: a message sent is shown with the automatic
 * reply: a person answers within minutes at any hour (text and chat are 24/7, spec), while the panel says when the
 * phone line is closed. The servers stand on the page's clock (libfaketime), at an open and a closed hour.
 */
const site = realSite()
const chat = site.config.constants.frame.chat
const { phones } = site.config
const OPEN = weekdayAt('11:00')
// A Tuesday night: the phone line is closed; chat is not.
const NIGHT = dayAt('tuesday', '21:30')
const LIMITS = { CHAT_LIMIT_CONVERSATIONS_PER_CLIENT: '1000', CHAT_LIMIT_MESSAGES_PER_CLIENT: '1000' }
const browser = browserPerFile()

const panelOf = (page: Page) => page.locator('[data-chat-panel]')

/** Types and sends a message; resolves once it and the automatic reply are shown. */
async function sendMessage(page: Page, text: string): Promise<Locator> {
  const panel = panelOf(page)
  await panel.getByLabel(chat.messageLabel).fill(text)
  await panel.getByRole('button', { name: chat.sendLabel, exact: true }).click()
  const messages = panel.locator('[data-chat-messages] > li')
  await expect.poll(() => messages.count(), { timeout: 10_000 }).toBe(2)
  return messages
}

async function focusedIs(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

describe('the chat in support hours', () => {
  const server = serverAt(OPEN, LIMITS)

  it.each([375, 768, 1280])(
    'at %i px "Live Chat" on /customer-support opens the chat: send, see the reply, Escape returns focus',
    async (width) => {
      const page = await openPageAt(browser(), `${server().baseUrl}/customer-support`, {
        width,
        clock: OPEN,
        scripts: 'run',
      })
      const errors = collectPageErrors(page)
      const liveChat = page
        .locator('#support-options')
        .getByRole('button', { name: site.config.navigation.contact.liveChat })
      await liveChat.click()
      const panel = panelOf(page)
      await panel.waitFor({ timeout: 10_000 })
      // Focus moves into the panel, on the field to write in.
      await expect.poll(() => focusedIs(page, panel.getByLabel(chat.messageLabel))).toBe(true)
      expect(await panel.getAttribute('data-chat-panel')).toBe('available')
      expect(await panel.innerText()).toContain(chat.availableText)
      // The text line stays, as a second way.
      expect(await panel.locator(`a[href="${smsHref(phones.supportText)}"]`).count()).toBe(1)
      // The whole panel is on screen at this width.
      const box = (await panel.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y).toBeGreaterThanOrEqual(0)

      const messages = await sendMessage(page, 'My <b>keypad</b> beeps')
      expect(await messages.nth(0).getAttribute('data-chat-message')).toBe('visitor')
      // Markup is shown as the text it is.
      expect(await messages.nth(0).innerText()).toContain('My <b>keypad</b> beeps')
      expect(await messages.nth(1).getAttribute('data-chat-message')).toBe('agent')
      expect(await messages.nth(1).innerText()).toContain(chat.autoReply.replace('{{textNumber}}', phones.supportText))
      expect(await panel.locator('[aria-live="polite"]').count()).toBe(1)
      expect(await panel.getByLabel(chat.messageLabel).inputValue()).toBe('')
      expect(await axeViolations(page)).toEqual([])

      await page.keyboard.press('Escape')
      expect(await panel.count()).toBe(0)
      expect(await focusedIs(page, liveChat)).toBe(true)
      // Opened again, the conversation is still there.
      await liveChat.click()
      await expect.poll(() => panel.locator('[data-chat-messages] > li').count(), { timeout: 10_000 }).toBe(2)
      expect(errors).toEqual([])
      await page.context().close()
    },
    60_000,
  )

  it.each([768, 1280])(
    'at %i px the bubble opens the chat, and Escape gives focus back to the bubble',
    async (width) => {
      const page = await openPageAt(browser(), `${server().baseUrl}/`, { width, clock: OPEN, scripts: 'run' })
      const bubble = page.locator('[data-chat-bubble] > button')
      await bubble.click()
      const panel = panelOf(page)
      await panel.waitFor({ timeout: 10_000 })
      await expect.poll(() => focusedIs(page, panel.getByLabel(chat.messageLabel))).toBe(true)
      // Enter sends, as in every chat.
      await panel.getByLabel(chat.messageLabel).fill('Hello from the bubble')
      await page.keyboard.press('Enter')
      await expect.poll(() => panel.locator('[data-chat-messages] > li').count(), { timeout: 10_000 }).toBe(2)
      await page.keyboard.press('Escape')
      expect(await panel.count()).toBe(0)
      expect(await focusedIs(page, bubble)).toBe(true)
      await page.context().close()
    },
    60_000,
  )
})

describe('the chat when the phone line is closed', () => {
  const server = serverAt(NIGHT, LIMITS)

  it('says the phone line is closed and that chat is still answered within minutes', async () => {
    const page = await openPageAt(browser(), `${server().baseUrl}/`, { width: 1280, clock: NIGHT, scripts: 'run' })
    await page.locator('[data-chat-bubble] > button').click()
    const panel = panelOf(page)
    await panel.waitFor({ timeout: 10_000 })
    expect(await panel.getAttribute('data-chat-panel')).toBe('offline')
    expect(await panel.innerText()).toContain(chat.offlineText)
    const messages = await sendMessage(page, 'Is anyone there?')
    const reply = await messages.nth(1).innerText()
    expect(reply).toContain(chat.autoReply.replace('{{textNumber}}', phones.supportText))
    expect(reply).toContain('within a few minutes')
    await page.context().close()
  }, 60_000)
})
