import { type BlockMove, blockMoves } from '../../scripts/lib/blockMoves.ts'

/**
 * The save summary's moves as the editor made them, not config:diff's fewest moves: dragging "Reviews" up
 * above "Pricing" reads "Reviews moved up, above Pricing", never "Pricing moved down…", and a move is told by
 * the blocks the outline shows, never by a block nobody sees there (a frame block such as the shop's error
 * window).
 *
 * `dragged` is the blocks the editor dragged, in the order of their last drag. When they do not explain the
 * new order (an undo the studio did not see), config:diff's fewest moves are told the same way.
 */
export function editorMoves(
  before: readonly string[],
  after: readonly string[],
  dragged: readonly string[],
  isShown: (id: string) => boolean,
): BlockMove[] {
  const onBoth = new Set(before.filter((id) => after.includes(id)))
  const candidates = [...new Set([...dragged].reverse())].reverse().filter((id) => onBoth.has(id))
  const moved = explains(before, after, candidates)
    ? withoutUnmoved(before, after, candidates)
    : blockMoves(before, after).map((move) => move.id)
  return moved.filter(isShown).map((id) => describe(id, before, after, moved, isShown))
}

/** Whether the blocks not dragged kept their order: then the dragged ones are all that moved. */
function explains(before: readonly string[], after: readonly string[], dragged: readonly string[]): boolean {
  const stays = (id: string) => !dragged.includes(id)
  return before.filter(stays).join('\n') === after.filter(stays).join('\n')
}

/** A block dragged and dropped back where it was is not a move; unless nothing else moved. */
function withoutUnmoved(before: readonly string[], after: readonly string[], dragged: readonly string[]): string[] {
  const changed = dragged.filter((id) => place(before, id, dragged) !== place(after, id, dragged))
  return changed.length ? changed : [...dragged]
}

/** How many blocks that stayed are above this one. */
function place(list: readonly string[], id: string, moved: readonly string[]): number {
  return list.slice(0, list.indexOf(id)).filter((other) => !moved.includes(other)).length
}

/** Up: above the next shown block; down: below the one before it (the other one at either end of the page). */
function describe(
  id: string,
  before: readonly string[],
  after: readonly string[],
  moved: readonly string[],
  isShown: (id: string) => boolean,
): BlockMove {
  const at = after.indexOf(id)
  const above = after.slice(at + 1).find(isShown) ?? null
  const below = after.slice(0, at).findLast(isShown) ?? null
  const down = place(after, id, moved) > place(before, id, moved)
  if (down && below) return { id, above: null, below, direction: 'down' }
  if (above) return { id, above, below: null, direction: 'up' }
  // Last of the shown blocks (or the only one): the way it went is still the way it went.
  return { id, above: null, below, direction: down ? 'down' : 'up' }
}
