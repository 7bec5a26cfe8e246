import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../shared/icons.tsx'
import schema from '../schema.json' with { type: 'json' }
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

describe('FeatureGrid block', () => {
  it('renders a labelled section of cards with icon or thumbnail, h3 headings, text and links', async () => {
    const html = await renderBlock('FeatureGrid', {
      heading: 'Why Harbor',
      intro: 'Everything in one place.',
      tone: 'blue',
      items: [
        { icon: 'shield', heading: '24/7 monitoring', text: 'Help is dispatched fast.' },
        {
          image: { asset: 'devices/panel', alt: '' },
          heading: 'One panel',
          text: 'Control it all.',
          link: { label: 'See the panel', href: '/panel' },
        },
      ],
      cta: { label: 'Get a Quote', href: '#schedule' },
    })
    expect(html).toMatch(/<section id="block" aria-labelledby="block-heading" data-tone="blue"/)
    expect(html).toMatch(/<h2 id="block-heading"[^>]*>Why Harbor<\/h2>/)
    expect(mainOf(html).match(/<h3 /g)).toHaveLength(2)
    expect(html).toContain('<svg width="36" height="36"')
    expect(html).toContain('panel-thumbnail-300.webp')
    expect(html).toMatch(/<a href="\/panel"[^>]*>See the panel<\/a>/)
    expect(html).toMatch(/href="#schedule"[^>]*>Get a Quote<\/a>/)
  })

  it('uses h2 card headings when the grid has no heading of its own', async () => {
    const html = await renderBlock('FeatureGrid', {
      items: [{ icon: 'lock', heading: 'Locks', text: 'Keyless entry.' }],
    })
    expect(html).toMatch(/<h2 [^>]*>Locks<\/h2>/)
  })

  it('offers exactly the icons the icon set draws', () => {
    expect(schema.properties.items.items.properties.icon.enum).toEqual(ICON_NAMES)
  })
})
