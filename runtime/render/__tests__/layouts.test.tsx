import { describe, expect, it } from 'vitest'
import { renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { realSite } from '../../../tests/support/realSite.ts'

const SPEC_LAYOUTS = [
  'base',
  'checkout',
  'customHeader',
  'default',
  'directagents',
  'ecomm',
  'helpcenter',
  'landing',
  'maintenance',
  'minimal',
  'minimalNoCTA',
  'minimalNoForms',
  'noChat',
  'partners',
  'primary',
  'product',
  'scheduling',
  'secure',
  'secureWithLogin',
  'partnerCommercial',
  'shop',
  'standard',
  'warrantyLayout',
]

describe('layouts (spec 2.12)', () => {
  const layouts = realSite().config.layouts.layouts

  it('defines all 23 named layouts', () => {
    expect(Object.keys(layouts).sort()).toEqual([...SPEC_LAYOUTS].sort())
  })

  it.each(SPEC_LAYOUTS)('%s shows the chat bubble exactly when it has chat', (name) => {
    const layout = layouts[name]!
    const bubbles = [...layout.header, ...layout.footer].filter((block) => block.type === 'ChatBubble')
    expect(bubbles.length).toBe(layout.chat ? 1 : 0)
  })

  it('gives /scheduling its own tag-manager container, rendered as inert data', async () => {
    const scheduling = await renderPageHtml(realSite().resolve('/scheduling'), realSite())
    expect(scheduling).toContain('data-tag-manager-container="GTM-HBSCHED1"')
    const home = await renderPageHtml(realSite().resolve('/'), realSite())
    expect(home).toContain('data-tag-manager-container="GTM-HBMAIN01"')
    expect(home).not.toContain('googletagmanager.com')
  })

  it('renders the chat bubble on chat layouts only, and the maintenance notice on the maintenance layout', async () => {
    expect(await renderPageHtml(realSite().resolve('/faqs'), realSite())).toContain('data-chat-bubble="wide"')
    expect(await renderPageHtml(realSite().resolve('/verify-and-report'), realSite())).not.toContain('data-chat-bubble')
    const page = realSite().resolve('/faqs')
    const maintenance = {
      ...page,
      layout: { ...page.layout, ...realSite().resolve('/faqs').layout, maintenance: true, name: 'maintenance' },
    }
    expect(await renderPageHtml(maintenance, realSite())).toContain('We&#x27;ll be right back')
  })

  it('falls back to the default layout for an unknown name', () => {
    expect(realSite().config.layouts.fallback).toBe('default')
  })
})
