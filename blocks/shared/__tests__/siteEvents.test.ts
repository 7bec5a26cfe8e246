import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitSiteEvent, onOpenServiceAvailabilityModal, onSiteEvent, openChat } from '../siteEvents.ts'

describe('site events, the one channel between blocks', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('delivers a typed detail to each listener until it unsubscribes', () => {
    vi.stubGlobal('window', new EventTarget())
    const zips: Array<string | undefined> = []
    const stop = onOpenServiceAvailabilityModal((request) => zips.push(request.zip))
    emitSiteEvent('open-service-availability-modal', { zip: '10001' })
    stop()
    emitSiteEvent('open-service-availability-modal', { zip: '10002' })
    expect(zips).toEqual(['10001'])
  })

  it('keeps the window event names that pages and tests already use', () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const seen: string[] = []
    target.addEventListener('harbor:open-chat', (event) => seen.push(event.type))
    openChat()
    expect(seen).toEqual(['harbor:open-chat'])
  })

  it('does nothing on the server, where there is no window', () => {
    const listener = vi.fn()
    const stop = onSiteEvent('open-chat', listener)
    emitSiteEvent('open-chat')
    stop()
    expect(listener).not.toHaveBeenCalled()
  })
})
