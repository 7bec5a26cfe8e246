import { blockRegistry } from '../../blocks/registry.ts'
import type { PageModel } from '../PageModel.ts'
import { loadBlockTypes } from './blockModules.ts'

/** Loads the code of every block a page shows (server render, studio preview), from the full registry. */
export async function loadPageBlocks(page: PageModel): Promise<void> {
  const blocks = [...page.layout.header, ...page.blocks, ...page.layout.footer]
  await loadBlockTypes(
    blockRegistry,
    blocks.map((block) => block.type),
  )
}
