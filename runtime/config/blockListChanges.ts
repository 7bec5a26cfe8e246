/**
 * Changes to an inherited block list, by block id: `remove`, or place with `after` / `before` another block.
 * The same words serve a route that extends another (routes.json) and a partner's own order on a template's
 * pages (partners.json `blockChanges`), so both are applied, and reported, by these steps.
 */

/** One change to a list: drop the block, or put it after or before the block with that id. */
export interface ListChange {
  id: string
  after?: string
  before?: string
  remove?: true
}

/** Where a change's problem is: its `id`, or the `after` / `before` anchor it names. */
export type ListChangeProblem = (key: 'id' | 'after' | 'before', message: string, value: string) => void

/** Removes the block with the change's id; reports an id the list does not hold. Returns whether it did. */
export function removeFromList<T>(
  list: T[],
  idOf: (item: T) => string,
  id: string,
  problem: ListChangeProblem,
): boolean {
  const current = list.findIndex((item) => idOf(item) === id)
  if (current === -1) {
    problem('id', `no inherited block with this id to remove; ids: ${list.map(idOf).join(', ')}`, id)
    return false
  }
  list.splice(current, 1)
  return true
}

/**
 * Puts `item` in the list: where a block of its id was (or at the end) without an anchor, else after or
 * before the anchor. An unknown anchor is reported and the item stays where it was.
 */
export function placeInList<T>(
  list: T[],
  idOf: (item: T) => string,
  item: T,
  change: Pick<ListChange, 'after' | 'before'>,
  problem: ListChangeProblem,
): void {
  const id = idOf(item)
  const current = list.findIndex((candidate) => idOf(candidate) === id)
  if (current !== -1) list.splice(current, 1)
  const stay = () => list.splice(current === -1 ? list.length : current, 0, item)
  const anchorId = change.after ?? change.before
  if (anchorId === undefined) return void stay()
  const anchor = list.findIndex((candidate) => idOf(candidate) === anchorId)
  if (anchor === -1) {
    problem(
      change.after !== undefined ? 'after' : 'before',
      `no inherited block with this id; ids: ${list.map(idOf).join(', ')}`,
      anchorId,
    )
    return void stay()
  }
  list.splice(change.after !== undefined ? anchor + 1 : anchor, 0, item)
}

/**
 * Applies changes that only move and remove blocks already on the list (a partner's order): each change
 * reports at its own index. Returns the new list; the input is left as it was.
 */
export function applyMovesAndRemovals<T>(
  list: readonly T[],
  idOf: (item: T) => string,
  changes: readonly ListChange[],
  problem: (index: number, key: 'id' | 'after' | 'before', message: string, value: string) => void,
): T[] {
  const out = [...list]
  changes.forEach((change, c) => {
    const report: ListChangeProblem = (key, message, value) => problem(c, key, message, value)
    if (change.remove) return void removeFromList(out, idOf, change.id, report)
    const item = out.find((candidate) => idOf(candidate) === change.id)
    if (item === undefined) {
      report('id', `no block with this id on the template's page to move; ids: ${out.map(idOf).join(', ')}`, change.id)
      return
    }
    placeInList(out, idOf, item, change, report)
  })
  return out
}

/**
 * The shortest list of changes that turns `from` into `to` (moves and removals only): blocks missing from
 * `to` are removed, then the blocks outside the longest run kept in the same order are placed, in the new
 * order, after the block before them (the first one before the block after it).
 */
export function movesAndRemovalsBetween(from: readonly string[], to: readonly string[]): ListChange[] {
  const wanted = new Set(to)
  const changes: ListChange[] = from.filter((id) => !wanted.has(id)).map((id) => ({ id, remove: true }))
  const kept = from.filter((id) => wanted.has(id))
  const stays = new Set(longestOrderedRun(kept, to))
  to.forEach((id, i) => {
    if (stays.has(id)) return
    changes.push(i === 0 ? { id, before: firstOther(to, id, stays) } : { id, after: to[i - 1]! })
    stays.add(id)
  })
  return changes
}

/** The block the first block is placed before: the first block that is already in place. */
function firstOther(to: readonly string[], id: string, stays: ReadonlySet<string>): string {
  return to.find((candidate) => candidate !== id && stays.has(candidate)) ?? to[1] ?? id
}

/** The longest subsequence of `kept` (the old order) that is also in the order of `to`. */
function longestOrderedRun(kept: readonly string[], to: readonly string[]): string[] {
  const rank = new Map(to.map((id, i) => [id, i]))
  const ranks = kept.map((id) => rank.get(id)!)
  const best: number[] = ranks.map(() => 1)
  const previous: number[] = ranks.map(() => -1)
  for (let i = 0; i < ranks.length; i++)
    for (let j = 0; j < i; j++)
      if (ranks[j]! < ranks[i]! && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1
        previous[i] = j
      }
  let end = best.indexOf(Math.max(0, ...best))
  const run: string[] = []
  while (end !== -1) {
    run.unshift(kept[end]!)
    end = previous[end]!
  }
  return run
}
