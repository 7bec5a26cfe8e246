import type { BlockDefinitionOf, BlockType, blockRegistry } from '../../blocks/registry.ts'

/** Where block code comes from: the full registry on the server, the interactive blocks' table in the browser. */
export type BlockModules = Partial<typeof blockRegistry>

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

export function loadedBlock<Type extends BlockType>(type: Type): BlockDefinitionOf<Type> | undefined {
  // Stored under its own type by loadBlockTypes; the registry's type check ties each entry to its type.
  return loaded.get(type) as BlockDefinitionOf<Type> | undefined
}
