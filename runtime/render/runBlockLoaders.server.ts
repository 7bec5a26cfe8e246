import type { PageModel } from '../PageModel.ts'
import type { SiteRuntime } from '../SiteRuntime.ts'
import type { BlockLoader } from './BlockLoader.ts'

// Found by convention, one optional loader per block folder; Vite bundles them into the server build only.
const loaderModules = import.meta.glob<{ load: BlockLoader<unknown, unknown> }>('../../blocks/*/loader.server.ts', { eager: true })
const loaders = new Map(
  Object.entries(loaderModules).map(([file, module]) => [file.split('/').at(-2)!, module.load]),
)

/** Runs the loaders of the page's blocks in parallel and attaches their data to the blocks. */
export async function runBlockLoaders(page: PageModel, runtime: SiteRuntime): Promise<PageModel> {
  const withData = async <T extends PageModel['blocks'][number]>(block: T): Promise<T> => {
    const load = loaders.get(block.type)
    return load ? { ...block, data: await load({ props: block.props, context: page.context, runtime }) } : block
  }
  const [blocks, header, footer] = await Promise.all([
    Promise.all(page.blocks.map(withData)),
    Promise.all(page.layout.header.map(withData)),
    Promise.all(page.layout.footer.map(withData)),
  ])
  return { ...page, blocks, layout: { ...page.layout, header, footer } }
}
