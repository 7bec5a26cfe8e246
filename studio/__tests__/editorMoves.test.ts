import { describe, expect, it } from 'vitest'
import { editorMoves } from '../server/editorMoves.ts'
import { blockMoves } from '../../scripts/lib/blockMoves.ts'
import { describeMove } from '../../scripts/lib/siteDiffMarkdown.ts'

const PAGE = ['hero', 'pricing', 'reviews', 'faqs', 'error-window']
const shown = (id: string) => id !== 'error-window'

describe("the save summary's moves, as the editor made them", () => {
  it('tells the dragged block, not the fewest moves, when two neighbours swap', () => {
    const after = ['hero', 'reviews', 'pricing', 'faqs', 'error-window']
    expect(editorMoves(PAGE, after, ['reviews'], shown)).toEqual([
      { id: 'reviews', above: 'pricing', below: null, direction: 'up' },
    ])
    // Dragging Pricing down gives the same order; the summary says that move instead.
    expect(editorMoves(PAGE, after, ['pricing'], shown)).toEqual([
      { id: 'pricing', above: null, below: 'reviews', direction: 'down' },
    ])
  })

  it('never names a block the outline does not show', () => {
    // FAQs to the end of what the outline shows: the error window after it is not its anchor.
    const after = ['hero', 'pricing', 'reviews', 'error-window', 'faqs']
    expect(editorMoves(PAGE, after, ['faqs'], shown)).toEqual([
      { id: 'faqs', above: null, below: 'reviews', direction: 'down' },
    ])
    // config:diff's fewest moves would have named it.
    expect(JSON.stringify(blockMoves(PAGE, after))).toContain('error-window')
  })

  it('tells several drags in the order they were made, and leaves out one dropped back where it was', () => {
    const after = ['faqs', 'hero', 'pricing', 'reviews', 'error-window']
    expect(editorMoves(PAGE, after, ['pricing', 'faqs'], shown)).toEqual([
      { id: 'faqs', above: 'hero', below: null, direction: 'up' },
    ])
  })

  it("falls back to the fewest moves, told in the outline's blocks, when the drags do not explain the order", () => {
    const after = ['hero', 'reviews', 'pricing', 'faqs', 'error-window']
    const moves = editorMoves(PAGE, after, [], shown)
    expect(moves).toHaveLength(1)
    expect(JSON.stringify(moves)).not.toContain('error-window')
  })

  it('says only what is true of a block with no shown neighbour: the way it moved, no empty name', () => {
    const page = ['site-header', 'faqs', 'error-window']
    const onlyFaqs = (id: string) => id === 'faqs'
    const [move] = editorMoves(page, ['faqs', 'site-header', 'error-window'], ['faqs'], onlyFaqs)
    expect(move).toEqual({ id: 'faqs', above: null, below: null, direction: 'up' })
    expect(describeMove(move!)).toBe('`faqs` moved up')
    const [down] = editorMoves(page, ['site-header', 'error-window', 'faqs'], ['faqs'], onlyFaqs)
    expect(describeMove(down!)).toBe('`faqs` moved down')
  })

  it('tells each move by the neighbour the outline shows', () => {
    expect(describeMove({ id: 'faqs', above: 'reviews', below: null, direction: 'up' })).toBe(
      '`faqs` moved up, above `reviews`',
    )
    expect(describeMove({ id: 'faqs', above: null, below: 'reviews', direction: 'down' })).toBe(
      '`faqs` moved down, below `reviews`',
    )
    expect(describeMove({ id: 'faqs', above: null, below: 'reviews' })).toBe('`faqs` moved to the end, below `reviews`')
  })
})
