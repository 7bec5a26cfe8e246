import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'
import { nextSelection } from '../SelectableCards.tsx'

const items = [
  { value: 'call', label: 'Call us', href: '/how-to-buy#call' },
  { value: 'online', label: 'Shop online', href: '/home-security-systems' },
]

describe('SelectableCards block', () => {
  it('renders radio cards in a labelled fieldset with the chosen one checked and marked', async () => {
    const html = await renderBlock('SelectableCards', {
      legend: 'How would you like to buy?',
      name: 'buy',
      items,
      selected: ['online'],
      continueLabel: 'Continue',
    })
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>How would you like to buy\?<\/legend>/)
    expect(html.match(/type="radio" name="buy"/g)).toHaveLength(2)
    expect(html).toMatch(/<label for="block-online" data-chosen="true"/)
    expect(html).toMatch(/type="radio" name="buy" checked="" value="online"/)
    expect(html.match(/data-check-mark="true"[^>]*><svg/g)).toHaveLength(1)
    expect(html).toMatch(
      /href="\/home-security-systems"[^>]*>Continue<span class="visually-hidden">: Shop online<\/span>/,
    )
  })

  it('renders checkboxes in multiple mode and asks for a choice before continuing', async () => {
    const html = await renderBlock('SelectableCards', { legend: 'Pick', name: 'pick', mode: 'multiple', items })
    expect(html.match(/type="checkbox"/g)).toHaveLength(2)
    const single = await renderBlock('SelectableCards', {
      legend: 'Pick',
      name: 'pick',
      items,
      continueLabel: 'Continue',
    })
    expect(single).toContain('Choose an option to continue.')
  })

  it('picks one value in single mode and toggles values in multiple mode', () => {
    expect(nextSelection(['a'], 'b', 'single')).toEqual(['b'])
    expect(nextSelection(['a'], 'b', 'multiple')).toEqual(['a', 'b'])
    expect(nextSelection(['a', 'b'], 'a', 'multiple')).toEqual(['b'])
  })
})
