import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StruckPrice } from '../StruckPrice.tsx'

const labels = { regularPriceLabel: 'Regular price', nowLabel: 'now' }

const render = (regularPrice: string | null) =>
  renderToStaticMarkup(
    <p>
      <StruckPrice regularPrice={regularPrice} labels={labels}>
        $179.99
      </StruckPrice>
    </p>,
  )

/** What a screen reader reads of the markup: its text without what is hidden from assistive technology. */
const spoken = (html: string) =>
  html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** What a sighted visitor sees: the text without what only screen readers get. */
const seen = (html: string) =>
  html
    .replace(/<span class="visually-hidden">.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()

describe('StruckPrice', () => {
  it('reads a promoted price as one sentence, "Regular price $199.99, now $179.99", the struck figure hidden', () => {
    const html = render('$199.99')
    expect(spoken(html)).toBe('Regular price $199.99, now $179.99')
    expect(html).toMatch(/<s data-regular-price="" aria-hidden="true"[^>]*>\$199.99<\/s>/)
    expect(seen(html)).toBe('$199.99$179.99')
  })

  it('reads the words the block’s config gives', () => {
    const html = renderToStaticMarkup(
      <StruckPrice regularPrice="$199.99" labels={{ regularPriceLabel: 'Was', nowLabel: 'today' }}>
        $179.99
      </StruckPrice>,
    )
    expect(spoken(html)).toBe('Was $199.99, today $179.99')
  })

  it('strikes nothing and adds no words without a higher regular price', () => {
    const html = render(null)
    expect(html).toBe('<p>$179.99</p>')
  })

  it('draws the struck figure in the place’s own size, keeping its weight and spacing unless told', () => {
    const html = renderToStaticMarkup(
      <StruckPrice regularPrice="$199.99" labels={labels} struckStyle={{ fontSize: '0.6em', marginRight: '0.5rem' }}>
        $179.99
      </StruckPrice>,
    )
    expect(html).toContain('style="font-weight:400;margin-right:0.5rem;font-size:0.6em"')
  })
})
