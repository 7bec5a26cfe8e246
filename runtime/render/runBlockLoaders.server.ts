import type { BlockInstance, PageModel } from '../PageModel.ts'
import type { SiteRuntime } from '../SiteRuntime.ts'
import { type BlockLoader, type LoaderMeta, PageNotFound } from './BlockLoader.ts'

// Found by convention, one optional loader per block folder; Vite bundles them into the server build only.
const loaderModules = import.meta.glob<{ load: BlockLoader<unknown, unknown> }>('../../blocks/*/loader.server.ts', {
  eager: true,
})
const conventionLoaders = new Map(
  Object.entries(loaderModules).map(([file, module]) => [file.split('/').at(-2)!, module.load]),
)

/**
 * Runs the loaders of the page's blocks in parallel and attaches their data to the blocks. A block
 * whose loader fails is left out (and logged) so that one failing source never costs the whole page;
 * a loader that throws `PageNotFound` fails the page on purpose (the caller answers 404).
 */
export async function runBlockLoaders(
  page: PageModel,
  runtime: SiteRuntime,
  loaders: ReadonlyMap<string, BlockLoader<unknown, unknown>> = conventionLoaders,
): Promise<PageModel> {
  const metaUpdates: LoaderMeta[] = []
  const setMeta = (meta: LoaderMeta) => void metaUpdates.push(meta)
  const withData = async (block: BlockInstance): Promise<BlockInstance | null> => {
    const load = loaders.get(block.type)
    if (!load) return block
    try {
      const data = await load({ props: block.props, context: page.context, runtime, setMeta })
      // The loader found under the block's type returns that type's data (BlockDefinition's `load`).
      return { ...block, data } as BlockInstance
    } catch (error) {
      if (error instanceof PageNotFound) throw error
      console.error(
        `block "${block.id}" (${block.type}) left out of ${page.context.pathname}: its loader failed:`,
        error,
      )
      return null
    }
  }
  const loadAll = async (blocks: BlockInstance[]) =>
    (await Promise.all(blocks.map(withData))).filter((block) => block !== null)
  const [blocks, header, footer] = await Promise.all([
    loadAll(page.blocks),
    loadAll(page.layout.header),
    loadAll(page.layout.footer),
  ])
  const meta = Object.assign({ ...page.meta }, ...metaUpdates) as PageModel['meta']
  return { ...page, meta, blocks, layout: { ...page.layout, header, footer } }
}
