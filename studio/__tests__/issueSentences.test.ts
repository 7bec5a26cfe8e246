import { describe, expect, it } from 'vitest'
import { labelOf, sentenceFor } from '../client/issueSentences.ts'

describe('problems as sentences at their field', () => {
  it.each([
    ['heading', 'must NOT have fewer than 1 characters', "Heading can't be empty."],
    ['ctaLabel', 'must NOT have more than 40 characters', 'Cta label can be at most 40 characters long.'],
    ['items', 'must NOT have fewer than 2 items', 'Items needs at least 2 items.'],
    ['cta', "must have required property 'href'", 'Href is needed.'],
    [
      'Partner phone',
      'must be a 10-digit US number written like (555) 123-4567',
      'Partner phone must be a 10-digit US number written like (555) 123-4567.',
    ],
  ])('%s: %s', (field, message, sentence) => {
    expect(sentenceFor(field, message)).toBe(sentence)
  })

  it('labels a prop name in words', () => {
    expect(labelOf('subheading')).toBe('Subheading')
    expect(labelOf('primaryCtaHref')).toBe('Primary cta href')
    expect(labelOf('Page title')).toBe('Page title')
  })
})
