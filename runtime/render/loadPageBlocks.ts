import type { PageModel } from '../PageModel.ts'
import { type BlockModules, loadBlockTypes } from './blockModules.ts'

/** Loads the code of every block a page shows (server render, studio preview) from the registry handed in. */
export async function loadPageBlocks(page: PageModel, registry: BlockModules): Promise<void> {
  const blocks = [...page.layout.header, ...page.blocks, ...page.layout.footer]
  await loadBlockTypes(
    registry,
    blocks.map((block) => block.type),
  )
}
