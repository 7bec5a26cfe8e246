import { describe, expect, it } from 'vitest'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'
import { nextSummaryIndex } from '../FaqAccordion.tsx'
import { faqPageJsonLd, scriptSafeJson } from '../faqJsonLd.ts'

const items = [
  { question: 'Do I need a landline?', answer: ['No. Harbor panels use cellular.', 'Wi-Fi is a backup path.'] },
  { question: 'Is installation free?', answer: ['Yes, with a 36-month monitoring commitment.'] },
]

describe('FaqAccordion block', () => {
  it('renders each question as a native disclosure, closed unless asked', async () => {
    // Inside <main>: the footer's link columns are disclosures too (folded below 768 px).
    const html = mainOf(await renderBlock('FaqAccordion', { heading: 'FAQs', items }))
    expect(html.match(/<details /g)).toHaveLength(2)
    expect(html).toMatch(/<summary[^>]*>Do I need a landline\?<\/summary>/)
    expect(html).not.toContain(' open=""')
    const first = mainOf(await renderBlock('FaqAccordion', { heading: 'FAQs', items, openFirst: true }))
    expect(first.match(/ open=""/g)).toHaveLength(1)
  })

  it('publishes the questions as FAQPage JSON-LD unless turned off', async () => {
    const html = await renderBlock('FaqAccordion', { heading: 'FAQs', items })
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do I need a landline?',
          acceptedAnswer: { '@type': 'Answer', text: 'No. Harbor panels use cellular. Wi-Fi is a backup path.' },
        },
        {
          '@type': 'Question',
          name: 'Is installation free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, with a 36-month monitoring commitment.' },
        },
      ],
    })
    expect(await renderBlock('FaqAccordion', { heading: 'FAQs', items, structuredData: false })).not.toContain(
      'application/ld+json',
    )
  })

  it('cannot be broken out of its script element by answer text', () => {
    const json = scriptSafeJson(faqPageJsonLd([{ question: 'x', answer: ['</script><script>alert(1)</script>'] }]))
    expect(json).not.toContain('</script')
    expect(JSON.parse(json).mainEntity[0].acceptedAnswer.text).toBe('</script><script>alert(1)</script>')
  })

  it('moves between questions with the arrow, Home and End keys', () => {
    expect(nextSummaryIndex('ArrowDown', 0, 3)).toBe(1)
    expect(nextSummaryIndex('ArrowDown', 2, 3)).toBe(0)
    expect(nextSummaryIndex('ArrowUp', 0, 3)).toBe(2)
    expect(nextSummaryIndex('Home', 2, 3)).toBe(0)
    expect(nextSummaryIndex('End', 0, 3)).toBe(2)
    expect(nextSummaryIndex('Enter', 0, 3)).toBeNull()
  })
})
