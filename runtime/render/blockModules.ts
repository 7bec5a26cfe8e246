import { type BlockDefinitionOf, type BlockType, blockRegistry } from '../../blocks/registry.ts'
import type { PageModel } from '../PageModel.ts'

// Code modules, not request state: once a block's code is loaded it serves every later render.
const loaded = new Map<BlockType, unknown>()

/** Loads the code of every block a page shows, so rendering and hydration can stay synchronous. */
export async function loadPageBlocks(page: PageModel): Promise<void> {
  await loadBlockTypes([...page.layout.header, ...page.blocks, ...page.layout.footer].map((block) => block.type))
}

/** Loads the code of the given block types (in the browser: only the page's interactive ones). */
export async function loadBlockTypes(blockTypes: readonly BlockType[]): Promise<void> {
  await Promise.all(
    [...new Set(blockTypes)].map(async (type) => {
      if (!loaded.has(type)) loaded.set(type, (await blockRegistry[type]()).default)
    }),
  )
}

export function loadedBlock<Type extends BlockType>(type: Type): BlockDefinitionOf<Type> | undefined {
  // Stored under its own type by loadPageBlocks; the registry's type check ties each entry to its type.
  return loaded.get(type) as BlockDefinitionOf<Type> | undefined
}
