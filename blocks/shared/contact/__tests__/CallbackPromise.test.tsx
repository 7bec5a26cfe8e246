import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageModelProvider } from '../../../../runtime/render/PageModelContext.tsx'
import { VisitorOverridesProvider } from '../../../../runtime/render/VisitorOverrides.tsx'
import { realSite } from '../../../../tests/support/realSite.ts'
import { CallbackPromise } from '../CallbackPromise.tsx'

const model = realSite().resolve('/')
const { messages } = model.site.forms

/** What the promise says before the head boot script's decision is known to it (the first render). */
function promiseAt(iso: string, search = ''): string {
  return renderToString(
    <PageModelProvider value={model}>
      <VisitorOverridesProvider value={{ now: () => Date.parse(iso), search }}>
        <CallbackPromise />
      </VisitorOverridesProvider>
    </PageModelProvider>,
  )
}

// Issue 25 (visitor item 1): the promise defaulted to its closed words while availability was undecided, so
// where the boot script had not decided it promised "tomorrow at 7 AM CT" at 10:00 on a Tuesday.
describe('CallbackPromise is true at the hour it is shown, decided or not', () => {
  it('at Tuesday 10:00 CT (sales open) promises a call within minutes, nothing about later', () => {
    const html = promiseAt('2026-11-24T10:00:00-06:00')
    expect(html).toContain(messages.callbackSoon)
    expect(html).not.toContain('away right now')
  })

  it.each([
    ['Tuesday 23:00 CT', '2026-11-24T23:00:00-06:00', 'tomorrow at 7 AM CT'],
    ['Sunday noon CT', '2026-11-29T12:00:00-06:00', 'tomorrow at 7 AM CT'],
  ])('at %s (sales closed) says when the company will call, not "within minutes"', (_label, iso, when) => {
    const html = promiseAt(iso)
    expect(html).not.toContain(messages.callbackSoon)
    expect(html).toContain('away right now')
    expect(html).toContain(when)
  })

  it('honours ?offHours=true', () => {
    expect(promiseAt('2026-11-24T10:00:00-06:00', '?offHours=true')).not.toContain(messages.callbackSoon)
  })
})
