import { describe, expect, it } from 'vitest'
import {
  PROMOTIONS_BOOT_SCRIPT,
  PROMOTIONS_META,
  chicagoInstant,
  describeChicagoTime,
  isPromotionShowing,
  promotionKey,
  promotionWindow,
} from '../index.ts'

describe('promotion windows are read in America/Chicago', () => {
  it('a date alone ends at the midnight after it (CDT in May, UTC-5)', () => {
    expect(new Date(chicagoInstant('2027-05-31', 'end')!).toISOString()).toBe('2027-06-01T05:00:00.000Z')
    expect(new Date(chicagoInstant('2027-05-31', 'start')!).toISOString()).toBe('2027-05-31T05:00:00.000Z')
  })

  it('a time is a wall-clock time, CST in winter (UTC-6)', () => {
    expect(new Date(chicagoInstant('2026-12-24T18:30', 'end')!).toISOString()).toBe('2026-12-25T00:30:00.000Z')
  })

  it('refuses days that do not exist', () => {
    expect(chicagoInstant('2027-02-30', 'end')).toBeNull()
    expect(promotionWindow({ endsAt: '2027-13-01' })).toBeNull()
  })

  it('shows from its start until (not at) its end', () => {
    const window = promotionWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!
    expect(isPromotionShowing(window, window.startsAt! - 1)).toBe(false)
    expect(isPromotionShowing(window, window.startsAt!)).toBe(true)
    expect(isPromotionShowing(window, window.endsAt - 1)).toBe(true)
    expect(isPromotionShowing(window, window.endsAt)).toBe(false)
    expect(describeChicagoTime(window.endsAt)).toBe('Tue, Jun 1, 2027, 12:00 AM CT')
  })
})

/** Runs the boot script's promotion part at `now` against fake browser globals; returns the CSS it added. */
function runBoot(keys: string[], now: number): string {
  const added: string[] = []
  const meta = { getAttribute: () => keys.join(' ') }
  const document = {
    querySelector: (selector: string) => (selector === `meta[name="${PROMOTIONS_META}"]` ? meta : null),
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (element: { textContent: string }) => void added.push(element.textContent) },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('document', 'window', 'Date', PROMOTIONS_BOOT_SCRIPT)(document, {}, { now: () => now })
  return added.join('')
}

describe('the boot script hides the same promotions the server drops', () => {
  const running = promotionWindow({ startsAt: '2027-05-21', endsAt: '2027-05-31' })!
  const openEnded = promotionWindow({ endsAt: '2027-06-15' })!
  const keys = [promotionKey(running), promotionKey(openEnded)]
  const moments = [
    running.startsAt! - 1,
    running.startsAt!,
    running.endsAt - 1,
    running.endsAt,
    openEnded.endsAt - 1,
    openEnded.endsAt,
  ]

  it.each(moments)('at %s', (now) => {
    const css = runBoot(keys, now)
    for (const window of [running, openEnded]) {
      expect(css.includes(`[data-promotion="${promotionKey(window)}"]{display:none!important}`)).toBe(
        !isPromotionShowing(window, now),
      )
    }
  })
})
