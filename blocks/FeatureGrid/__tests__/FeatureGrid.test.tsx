import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../shared/icons.tsx'
import schema from '../schema.json' with { type: 'json' }
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

// Two items (an icon, and a thumbnail with a link) and a call to action: what both densities must show.
const CARDS_AND_CTA = {
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
}

describe('FeatureGrid block', () => {
  it('renders a labelled section of cards with icon or thumbnail, h3 headings, text and links', async () => {
    const html = await renderBlock('FeatureGrid', {
      heading: 'Why Harbor',
      intro: 'Everything in one place.',
      tone: 'blue',
      ...CARDS_AND_CTA,
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

  it('draws the same list as a compact band, picture, link and call to action included (issue 25 walkthrough item 6)', async () => {
    const html = await renderBlock('FeatureGrid', {
      heading: 'The Harbor Difference',
      density: 'compact',
      columns: 4,
      ...CARDS_AND_CTA,
    })
    // A region the keyboard can scroll on phones, holding the one list.
    expect(html).toMatch(
      /<div role="region" aria-label="The Harbor Difference" aria-describedby="[^"]+-scroll-hint" tabindex="0"/,
    )
    // Where it scrolls (phones), a line under it says there are more, with the schema's default words.
    expect(html).toMatch(/<p id="[^"]+-scroll-hint"[^>]*>Swipe for all 2 →<\/p>/)
    expect(mainOf(html).match(/<h3 /g)).toHaveLength(2)
    expect(html).toContain('<svg width="24" height="24"')
    expect(html).toContain('panel-thumbnail-300.webp')
    expect(html).toMatch(/<a href="\/panel"[^>]*>See the panel<\/a>/)
    expect(html).toMatch(/href="#schedule"[^>]*>Get a Quote<\/a>/)
  })

  it('offers exactly the icons the icon set draws', () => {
    expect(schema.properties.items.items.properties.icon.enum).toEqual(ICON_NAMES)
  })
})
