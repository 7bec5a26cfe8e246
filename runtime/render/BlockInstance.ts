import type { BlockPropsByType } from '../../schemas/generated/blockTypes.ts'
import type { PromotionWindow } from '../../services/promotions/index.ts'

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
  /** Set on a promotion: when it shows (services/promotions), so the server and the browser can hide it outside. */
  promotion?: PromotionWindow
}

/** Any block on a page, as a union discriminated by `type`; its loader data is the block's own concern. */
export type AnyBlockInstance = { [Type in BlockType]: BlockInstanceOf<Type> }[BlockType]
