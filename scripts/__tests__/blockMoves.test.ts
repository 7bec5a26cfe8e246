import { describe, expect, it } from 'vitest'
import { blockMoves } from '../lib/blockMoves.ts'

const shop = [
  'cart',
  'zip-hero',
  'product-section',
  'customize-package',
  'brand-difference',
  'package-tables',
  'smart-solutions',
  'embedded-form',
  'reviews-carousel',
  'faqs',
  'modal-ecomm-error',
]

function moved(order: string[], id: string, before: string): string[] {
  const rest = order.filter((x) => x !== id)
  rest.splice(rest.indexOf(before), 0, id)
  return rest
}

describe('a reorder reads as the fewest moves', () => {
  it('one section moved up in an 11-section page is one move', () => {
    expect(blockMoves(shop, moved(shop, 'faqs', 'package-tables'))).toEqual([
      { id: 'faqs', above: 'package-tables', below: null },
    ])
  })

  it('one section moved to the end says what it now sits below', () => {
    const after = [...shop.filter((x) => x !== 'cart'), 'cart']
    expect(blockMoves(shop, after)).toEqual([{ id: 'cart', above: null, below: 'modal-ecomm-error' }])
  })

  it('two independent moves are two moves, and replaying them gives the new order', () => {
    const after = moved(moved(shop, 'faqs', 'zip-hero'), 'cart', 'embedded-form')
    const moves = blockMoves(shop, after)
    expect(moves).toHaveLength(2)
    let replay = [...shop]
    for (const move of moves) {
      replay = replay.filter((x) => x !== move.id)
      if (move.above) replay.splice(replay.indexOf(move.above), 0, move.id)
      else replay.push(move.id)
    }
    expect(replay).toEqual(after)
  })

  it('a reversed list moves all but one', () => {
    expect(blockMoves(['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'])).toHaveLength(3)
  })
})
