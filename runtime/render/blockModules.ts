import type { BlockPropsByType } from '../../schemas/generated/blockTypes.ts'
import type { BlockDefinition, BlockDefinitionFor } from './BlockDefinition.ts'
import type { BlockType } from './BlockInstance.ts'

/**
 * Where block code comes from, handed in by the caller (as Puck's `<Render config>`): the full registry on the
 * server (blocks/registry.ts), the interactive blocks' table in the browser. The engine never imports either.
 */
export type BlockModules = Partial<{
  [Type in BlockType]: () => Promise<{ default: BlockDefinitionFor<BlockPropsByType[Type]> }>
}>

/** A loaded block's definition, with its data type left to the block (it matches what its loader returns). */
export type LoadedBlock<Type extends BlockType> = BlockDefinition<BlockPropsByType[Type], unknown>

// Code modules, not request state: once a block's code is loaded it serves every later render.
const loaded = new Map<BlockType, unknown>()

/**
 * Loads the code of the given block types from `modules`, so rendering and hydration can stay synchronous.
 * The registry is passed in rather than imported so the browser's island loader, which passes the table of
 * interactive blocks only, never ships the table of every block.
 */
export async function loadBlockTypes(modules: BlockModules, blockTypes: readonly BlockType[]): Promise<void> {
  await Promise.all(
    [...new Set(blockTypes)].map(async (type) => {
      if (loaded.has(type)) return
      const load = modules[type]
      if (!load) throw new Error(`block type "${type}" has no code in this table (is it interactive?)`)
      loaded.set(type, (await load()).default)
    }),
  )
}

export function loadedBlock<Type extends BlockType>(type: Type): LoadedBlock<Type> | undefined {
  // Stored under its own type by loadBlockTypes; the modules' type ties each entry to its type.
  return loaded.get(type) as LoadedBlock<Type> | undefined
}
