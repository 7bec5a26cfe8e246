import { describe, expect, it } from 'vitest'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'

describe('HowItWorksSteps block', () => {
  it('renders an ordered list of numbered steps with spoken step numbers', async () => {
    const html = await renderBlock('HowItWorksSteps', {
      heading: 'How it works',
      steps: [
        { heading: 'Talk to us', text: 'A free consultation.' },
        { heading: 'We install', text: 'One visit.' },
        { heading: 'You are protected', text: '24/7.' },
      ],
      cta: { label: 'Get started', href: '/how-to-buy' },
    })
    expect(html).toContain('<ol')
    expect(mainOf(html).match(/<li /g)).toHaveLength(3)
    expect(html).toMatch(/aria-hidden="true" data-step-number="true"[^>]*>3<\/span>/)
    expect(html).toMatch(/<h3[^>]*><span class="visually-hidden">Step 2: <\/span>We install<\/h3>/)
    expect(html).toMatch(/href="\/how-to-buy"[^>]*>Get started<\/a>/)
  })
})
