import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('ProductCards block', () => {
  it('renders each device with thumbnail, price parts, struck-through previous price and accessible price text', async () => {
    const html = await renderBlock('ProductCards', {
      heading: 'Outdoor cameras',
      items: [
        {
          name: 'Outdoor Camera Pro',
          description: '2K HDR with color night vision.',
          image: { asset: 'devices/outdoor-camera', alt: 'Outdoor camera' },
          price: { amount: 7.99, previousAmount: 9.99, lead: 'As low as' },
          ribbon: 'Best Seller',
          features: ['Two-way talk', 'Weatherproof'],
          cta: { label: 'Get a Quote', href: '#schedule' },
        },
        { name: 'Spotlight Camera', description: 'Lights up the yard.', price: { amount: 249, period: 'once' } },
      ],
      footnote: '*Monthly price with 0% APR financing.',
    })
    expect(html).toMatch(/<h3 [^>]*>Outdoor Camera Pro<\/h3>/)
    expect(html).toContain('As low as Regular price $9.99, now $7.99 per month')
    expect(html).toMatch(/<s data-regular-price="" aria-hidden="true"[^>]*>\$9.99<\/s>/)
    expect(html).toMatch(/>\$<\/span>7<span[^>]*>.99<\/span><span[^>]*>\/mo.<\/span>/)
    expect(html).toContain('>$249.00</span>')
    expect(html).toMatch(/>\$<\/span>249<span[^>]*>.00<\/span><\/span>/)
    expect(html).toMatch(/data-ribbon="true"[^>]*>Best Seller<\/p>/)
    expect(html).toContain('Weatherproof')
    expect(html).toContain('Get a Quote<span class="visually-hidden">: Outdoor Camera Pro</span>')
    expect(html).toContain('outdoor-camera-thumbnail-300.webp')
    expect(html).toContain('*Monthly price with 0% APR financing.')
  })

  it('links a card to where its device is sold online beside its button, named for screen readers (sixth walkthrough D9)', async () => {
    const html = await renderBlock('ProductCards', {
      items: [
        {
          name: 'Outdoor Camera',
          description: '2K HDR.',
          cta: { label: 'Get a Quote', href: '#schedule' },
          shopLink: { label: 'Buy online', href: '/shop/products/outdoor-camera' },
        },
        { name: 'Spotlight Camera', description: 'Lights up the yard.' },
      ],
    })
    expect(html).toMatch(
      /<a href="\/shop\/products\/outdoor-camera"[^>]*>Buy online<span class="visually-hidden">: Outdoor Camera<\/span><\/a>/,
    )
    expect(html.match(/Buy online/g)).toHaveLength(1)
  })

  it("lists the catalogue's facts for the device first, then the card's own points (seventh walkthrough E2)", async () => {
    const html = await renderBlock('ProductCards', {
      items: [
        {
          name: 'Outdoor Camera',
          description: 'Weatherproof camera.',
          specs: { catalogue: 'outdoor-camera', lines: ['1080p HD', 'Weatherproof IP66'] },
          features: ['Person & vehicle detection'],
        },
        { name: 'Indoor Camera', description: 'Privacy shutter.', specs: { catalogue: 'indoor-camera' } },
      ],
    })
    const at = (point: string) => html.indexOf(`>${point}<`)
    expect(at('1080p HD')).toBeGreaterThan(html.indexOf('Weatherproof camera.'))
    expect(at('Weatherproof IP66')).toBeGreaterThan(at('1080p HD'))
    expect(at('Person &amp; vehicle detection')).toBeGreaterThan(at('Weatherproof IP66'))
    // Named only: the page's render fills the lines from the catalogue (runtime/render/cataloguePrices.ts).
    const indoor = html.split('Privacy shutter.')[1]!
    expect(indoor).toMatch(/<span>1080p HD<\/span>.*<span>Night vision<\/span>.*<span>Two-way audio<\/span>/)
  })

  it('shows a sale ribbon only while a promotion lowers the price (a struck-through regular price), never after', async () => {
    const card = (price: Record<string, unknown>) => ({
      name: 'Video Doorbell',
      description: 'Head-to-toe HD video.',
      price: { period: 'once', ...price },
      saleRibbon: 'Sale',
    })
    const during = await renderBlock('ProductCards', { items: [card({ amount: 179.99, previousAmount: 199.99 })] })
    expect(during).toMatch(/data-ribbon="true"[^>]*>Sale<\/p>/)
    const after = await renderBlock('ProductCards', { items: [card({ amount: 199.99 })] })
    expect(after).not.toContain('data-ribbon')
    expect(after).not.toContain('>Sale<')
  })
})
