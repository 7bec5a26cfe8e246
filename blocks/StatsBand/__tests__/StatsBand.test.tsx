import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'

describe('StatsBand block', () => {
  it('renders figures as a description list, label first for screen readers', async () => {
    const html = await renderBlock('StatsBand', {
      heading: 'By the numbers',
      items: [
        { value: '24/7', label: 'Professional monitoring' },
        { value: '30 sec', label: 'Average alarm response' },
      ],
    })
    expect(html).toMatch(/<dl[^>]*><div[^>]*><dt[^>]*>Professional monitoring<\/dt><dd[^>]*>24\/7<\/dd><\/div>/)
    expect(html).toContain('data-tone="dark"')
  })
})
