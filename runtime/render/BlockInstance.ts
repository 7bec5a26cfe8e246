import type { BlockPropsByType } from '../../schemas/generated/blockTypes.ts'
import type { ScheduleWindow } from '../../services/schedule/index.ts'

/**
 * Part of the block contract (with BlockDefinition.ts, BlockLoader.ts and BlockServices.ts): these modules
 * import nothing of the engine nor of any block, so the blocks and the engine both depend on them and never
 * on each other. The block types come from the blocks' schemas (`npm run codegen`), not from their code.
 */
export type BlockType = keyof BlockPropsByType

/** One block on a page with the props of its type: `type` tells the compiler which props apply. */
export interface BlockInstanceOf<Type extends BlockType, Data = unknown> {
  id: string
  type: Type
  props: BlockPropsByType[Type]
  /** What the block's server loader returned, when it has one. */
  data?: Data
  /** Set on a scheduled block: when it shows (services/schedule), so the server and the browser can hide it outside. */
  schedule?: ScheduleWindow
}

/** Any block on a page, as a union discriminated by `type`; its loader data is the block's own concern. */
export type AnyBlockInstance = { [Type in BlockType]: BlockInstanceOf<Type> }[BlockType]
