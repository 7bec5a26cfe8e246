import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'
import type { HoursConfig } from '../../../schemas/generated/hours.ts'
import { availabilityAt } from '../../../services/hours/index.ts'

const hours = JSON.parse(
  readFileSync(new URL('../../../site-config/hours.json', import.meta.url), 'utf8'),
) as HoursConfig
const props = {
  badge: 'Today only',
  offerText: 'Free professional installation with a 36-month monitoring commitment.',
  countdownLabel: 'Offer ends in',
  endsText: 'today at 9pm CT',
  closedText: 'Our offers run Monday to Saturday, 1pm to 9pm CT.',
}

/** `html` without the <span> elements whose start tag matches `startTag` (nested spans balanced). */
function withoutSpans(html: string, startTag: RegExp): string {
  let result = html
  for (let match = startTag.exec(result); match; match = startTag.exec(result)) {
    let depth = 0
    let index = match.index
    const tags = /<span\b|<\/span>/g
    tags.lastIndex = index
    for (let tag = tags.exec(result); tag; tag = tags.exec(result)) {
      depth += tag[0] === '</span>' ? -1 : 1
      if (depth === 0) {
        index = tag.index + tag[0].length
        break
      }
    }
    result = result.slice(0, match.index) + result.slice(index)
  }
  return result
}

/**
 * The text a visitor sees at `iso` before any script file runs: the block's server HTML without the
 * variants that GlobalStyles hides for the state the head boot script decides at that time.
 */
function visibleText(html: string, iso: string): string {
  const availability = availabilityAt(hours, new Date(iso))
  let visible = html.slice(html.indexOf('data-offer-countdown-block'), html.indexOf('</main>'))
  for (const line of ['offer', 'countdown'] as const) {
    const hidden = availability[line] ? `data-when-(?:closed|not-open)="${line}"` : `data-when-open="${line}"`
    visible = withoutSpans(visible, new RegExp(`<span ${hidden}`))
  }
  return visible
    .replace(/^[^>]*>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('OfferCountdown block (spec 4.10 offer hours and countdown)', () => {
  it('server-renders the offer, the countdown label and the end as text, without ticking digits', async () => {
    const html = await renderBlock('OfferCountdown', props)
    expect(html).toContain('data-when-open="offer"')
    expect(html).toContain('data-when-open="countdown"')
    expect(html).toContain('>today at 9pm CT</strong>')
    expect(html).not.toMatch(/role="timer"/)
    expect(html.match(/id="block"/g)).toHaveLength(1)
  })

  it('inside the countdown hours (Monday 15:00 CT) shows the offer and when it ends', async () => {
    const text = visibleText(await renderBlock('OfferCountdown', props), '2026-11-23T15:00:00-06:00')
    expect(text).toBe(
      'Today only Free professional installation with a 36-month monitoring commitment. Offer ends in today at 9pm CT',
    )
  })

  it('inside offer hours but before the countdown (Monday 13:30 CT) shows the offer only', async () => {
    const text = visibleText(await renderBlock('OfferCountdown', props), '2026-11-23T13:30:00-06:00')
    expect(text).toBe('Today only Free professional installation with a 36-month monitoring commitment.')
  })

  it('on Saturday 20:30 CT the offer still runs but the countdown has stopped (Saturday 14–19)', async () => {
    const text = visibleText(await renderBlock('OfferCountdown', props), '2026-11-28T20:30:00-06:00')
    expect(text).toBe('Today only Free professional installation with a 36-month monitoring commitment.')
  })

  it.each([
    ['Monday 9:00 CT', '2026-11-23T09:00:00-06:00'],
    ['Monday 21:00 CT', '2026-11-23T21:00:00-06:00'],
    ['Sunday 15:00 CT', '2026-11-29T15:00:00-06:00'],
  ])('outside offer hours (%s) shows only the closed text', async (_when, iso) => {
    expect(visibleText(await renderBlock('OfferCountdown', props), iso)).toBe(props.closedText)
  })

  it('outside offer hours without a closed text shows nothing', async () => {
    const { closedText: _closed, ...withoutClosed } = props
    expect(visibleText(await renderBlock('OfferCountdown', withoutClosed), '2026-11-23T09:00:00-06:00')).toBe('')
  })
})
