import type { BlockFacts } from './pageFacts.ts'
import { type JsonChange, diffJson } from './jsonDiff.ts'
import { type BlockMove, blockMoves } from './blockMoves.ts'
import { type ScheduleChange, diffSchedule } from './scheduleDiff.ts'
import type { BlockScheduleConfig } from '../../services/schedule/promotionSchedule.ts'

export interface BlockRef {
  id: string
  type: string
}

export interface ChangedBlock extends BlockRef {
  /** Set when the block kept its id but became another type. */
  typeChange?: { before: string; after: string }
  props: JsonChange[]
  /** Changes to the block's `visibleWhen` condition. */
  visibility: JsonChange[]
  /** Its schedule added, changed or removed. */
  schedule?: ScheduleChange
}

export interface BlockListDiff {
  /** With the 1-based position the block takes on the new page, and its schedule when it has one. */
  added: Array<BlockRef & { position: number; schedule?: BlockScheduleConfig }>
  removed: BlockRef[]
  /**
   * Ids of the blocks on both sides, in their old and new order, and the fewest moves that explain
   * the new order; null when their order is the same.
   */
  reordered: { before: string[]; after: string[]; moves: BlockMove[] } | null
  changed: ChangedBlock[]
}

/** Compares two block lists of one page; blocks are matched by id, which is unique on a page. */
export function diffBlocks(before: readonly BlockFacts[], after: readonly BlockFacts[]): BlockListDiff {
  const beforeById = new Map(before.map((block) => [block.id, block]))
  const afterIds = new Set(after.map((block) => block.id))

  const added = after.flatMap((block, i) =>
    beforeById.has(block.id)
      ? []
      : [{ id: block.id, type: block.type, position: i + 1, ...(block.schedule && { schedule: block.schedule }) }],
  )
  const removed = before.filter((block) => !afterIds.has(block.id)).map(({ id, type }) => ({ id, type }))

  const keptBefore = before.filter((block) => afterIds.has(block.id)).map((block) => block.id)
  const keptAfter = after.filter((block) => beforeById.has(block.id)).map((block) => block.id)
  const reordered =
    keptBefore.join('\n') === keptAfter.join('\n')
      ? null
      : { before: keptBefore, after: keptAfter, moves: blockMoves(keptBefore, keptAfter) }

  const changed: ChangedBlock[] = []
  for (const block of after) {
    const old = beforeById.get(block.id)
    if (!old) continue
    const props = diffJson(old.props, block.props)
    const visibility = diffJson(old.visibleWhen, block.visibleWhen, ['visibleWhen'])
    const typeChange = old.type === block.type ? undefined : { before: old.type, after: block.type }
    const schedule = diffSchedule(old.schedule, block.schedule)
    if (props.length || visibility.length || typeChange || schedule) {
      changed.push({
        id: block.id,
        type: block.type,
        ...(typeChange && { typeChange }),
        props,
        visibility,
        ...(schedule && { schedule }),
      })
    }
  }
  return { added, removed, reordered, changed }
}

export function isEmptyBlockDiff(diff: BlockListDiff): boolean {
  return !diff.added.length && !diff.removed.length && !diff.reordered && !diff.changed.length
}
