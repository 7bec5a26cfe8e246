import { blockRegistry } from '../../blocks/registry.ts'
import type { AnyBlockDefinition } from './BlockDefinition.ts'
import type { PageModel } from '../PageModel.ts'

// Code modules, not request state: once a block's code is loaded it serves every later render.
const loaded = new Map<string, AnyBlockDefinition>()

/** Loads the code of every block a page shows, so rendering and hydration can stay synchronous. */
export async function loadPageBlocks(page: PageModel): Promise<void> {
  const types = new Set([...page.layout.header, ...page.blocks, ...page.layout.footer].map((block) => block.type))
  await Promise.all(
    [...types].map(async (type) => {
      if (loaded.has(type)) return
      const load = blockRegistry[type as keyof typeof blockRegistry]
      if (!load) throw new Error(`block type "${type}" is not registered in blocks/registry.ts`)
      loaded.set(type, (await load()).default)
    }),
  )
}

export function loadedBlock(type: string): AnyBlockDefinition | undefined {
  return loaded.get(type)
}
