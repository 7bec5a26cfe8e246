import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

const reviews = [
  { quote: 'The installer was great.', author: 'Maria G.', location: 'Austin, TX', rating: 5 },
  { quote: 'Love the app.', author: 'Dev P.', rating: 4 },
  { quote: 'Fast response.', author: 'Sam K.', rating: 5 },
]

describe('ReviewsCarousel block', () => {
  it('renders a carousel region with the first slide shown and the others hidden', async () => {
    const html = await renderBlock('ReviewsCarousel', {
      heading: 'What customers say',
      rating: 4.8,
      reviewCount: 12_400,
      reviews,
    })
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="What customers say"/)
    expect(html).toMatch(/aria-roledescription="slide" aria-label="1 of 3" data-active="true"/)
    expect(html).toMatch(/aria-roledescription="slide" aria-label="2 of 3" hidden=""/)
    expect(html).toContain('4.8 out of 5 from 12.4k reviews')
    expect(html).toContain('Rated 5 out of 5.')
    expect(html).toContain('“The installer was great.”')
    expect(html).toContain('Maria G.<span')
  })

  it('starts rotating (live region off) and offers pause, previous and next controls', async () => {
    const html = await renderBlock('ReviewsCarousel', { heading: 'Reviews', reviews })
    expect(html).toContain('data-rotating="true"')
    expect(html).toContain('aria-live="off"')
    expect(html).toMatch(/data-rotation-toggle="true"[^>]*>Pause<span class="visually-hidden"> reviews<\/span>/)
    expect(html).toContain('aria-label="Previous review"')
    expect(html).toContain('aria-label="Next review"')
  })
})
