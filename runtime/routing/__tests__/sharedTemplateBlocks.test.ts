import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import type { ExpandedRoute } from '../expandRoutes.ts'
import { fillTokens } from '../placeholders.ts'

describe("a template route's pages share what does not name the partner", () => {
  it('fillTokens returns a part without tokens as it is, and copies only the parts it fills', () => {
    const props = { faq: [{ q: 'How?', a: 'Like this.' }], hero: { heading: 'Welcome, {{partner.name}} customers' } }
    const filled = fillTokens(props, { 'partner.name': 'Keystone' }, () => {})
    expect(filled).toEqual({ faq: props.faq, hero: { heading: 'Welcome, Keystone customers' } })
    expect(filled.faq).toBe(props.faq)
    expect(filled).not.toBe(props)
    const untouched = { list: [1, 2], nested: { text: 'no tokens' } }
    expect(fillTokens(untouched, { 'partner.name': 'Keystone' }, () => {})).toBe(untouched)
  })

  it('two partners of one template route hold the same block object where the block names neither', () => {
    const byTemplate = new Map<object, ExpandedRoute[]>()
    for (const route of realSite().routes.filter((route) => route.partner && route.key.includes('/')))
      byTemplate.set(route.config, [...(byTemplate.get(route.config) ?? []), route])
    const [first, second] = [...byTemplate.values()].find((routes) => routes.length > 1)!
    const shared = first!.blocks.filter((block, i) => block === second!.blocks[i])
    expect(shared.length).toBeGreaterThan(0)
    for (const block of shared) expect(JSON.stringify(block.props ?? {})).not.toContain(first!.partner!.name)
  })
})
