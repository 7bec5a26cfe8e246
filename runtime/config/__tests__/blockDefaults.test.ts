import { describe, expect, it } from 'vitest'
import { schemaSetFor } from '../loadSite.server.ts'
import { blockInstances } from '../../routing/resolvePage.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const schemas = schemaSetFor(repoRoot)

describe('block props defaults, taken from each block schema once', () => {
  it('fills the defaults the config leaves out, at every depth, and keeps what it sets', () => {
    const written = {
      heading: 'Plans',
      tone: 'warm',
      items: [{ name: 'Basic', description: 'Cameras', price: { amount: 29.99 } }],
    }
    const filled = schemas.withDefaults('ProductCards', written)
    expect(filled).toEqual({
      heading: 'Plans',
      tone: 'warm',
      items: [
        {
          name: 'Basic',
          description: 'Cameras',
          price: {
            amount: 29.99,
            currency: 'USD',
            period: 'month',
            regularPriceLabel: 'Regular price',
            nowLabel: 'now',
          },
        },
      ],
    })
    // The config's own objects are never changed: they serve every request.
    expect(written.items[0]!.price).toEqual({ amount: 29.99 })
  })

  it('gives the three tones that once disagreed with their components the look the pages have', () => {
    expect(schemas.withDefaults('CtaBand', { heading: 'Talk to us' })).toMatchObject({
      tone: 'blue',
      showPhone: true,
      phoneLabel: 'Call',
    })
    expect(schemas.withDefaults('ReviewsCarousel', { heading: 'Reviews', reviews: [] })).toMatchObject({ tone: 'warm' })
    expect(schemas.withDefaults('StatsBand', { heading: 'Numbers', stats: [] })).toMatchObject({ tone: 'dark' })
  })
})

describe('page block instances', () => {
  const calls: string[] = []
  const toInstance = blockInstances((type, props) => {
    calls.push(type)
    return { ...props, filled: true }
  })

  it('complete a configured block once and reuse it for every request', () => {
    const block = { id: 'hero', type: 'Hero', props: { heading: 'Hi' } }
    const first = toInstance(block)
    expect(first).toEqual({ id: 'hero', type: 'Hero', props: { heading: 'Hi', filled: true } })
    expect(toInstance(block)).toBe(first)
    expect(calls).toEqual(['Hero'])
  })

  it('complete the merged props when a variant overrides some, so defaults never replace an override', () => {
    const block = { id: 'cta', type: 'CtaBand', props: { heading: 'Call', tone: 'white' as const } }
    expect(toInstance(block, { heading: 'Call now' }).props).toEqual({
      heading: 'Call now',
      tone: 'white',
      filled: true,
    })
    expect(toInstance(block, { tone: 'dark' }).props).toEqual({ heading: 'Call', tone: 'dark', filled: true })
  })
})
