import type { BlockInstance, PageModel } from '../PageModel.ts'
import type { RoutePhoneOverrides } from '../../services/partners/index.ts'
import { type BlockLoader, type LoaderMeta, PageNotFound } from './BlockLoader.ts'
import type { BlockServices } from './BlockServices.ts'
import { withCataloguePrices } from './cataloguePrices.ts'
import { cataloguePerRender } from './cataloguePerRender.ts'
import { phonesWith } from './loaderPhones.server.ts'

/** The loaders of the site's blocks by block type, handed in by the caller (blocks/loaders.server.ts). */
export type BlockLoaders = ReadonlyMap<string, BlockLoader<unknown, unknown>>

/**
 * Fills the page's catalogue values, then runs the loaders of the page's blocks in parallel and attaches their data to
 * the blocks; each catalogue is read once for the whole render (cataloguePerRender). A block whose loader fails is left out (and logged) so that one failing source never costs the whole page;
 * a loader that throws `PageNotFound` fails the page on purpose (the caller answers 404).
 */
export async function runBlockLoaders(
  resolved: PageModel,
  siteServices: BlockServices,
  loaders: BlockLoaders,
): Promise<PageModel> {
  const services: BlockServices = { ...siteServices, catalogue: cataloguePerRender(siteServices.catalogue) }
  // Prices first: loaders and blocks see the texts as visitors will.
  const page = await withCataloguePrices(resolved, services)
  const metaUpdates: LoaderMeta[] = []
  const setMeta = (meta: LoaderMeta) => void metaUpdates.push(meta)
  const phoneUpdates: RoutePhoneOverrides[] = []
  const setPhones = (phones: RoutePhoneOverrides) => void phoneUpdates.push(phones)
  const withData = async (block: BlockInstance): Promise<BlockInstance | null> => {
    const load = loaders.get(block.type)
    if (!load) return block
    try {
      const data = await load({ props: block.props, context: page.context, services, setMeta, setPhones })
      // The loader found under the block's type returns that type's data (BlockDefinition's `load`).
      return { ...block, data }
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
  // The page's numbers as its content declares them: the header, footer and every block render with them.
  const context = phoneUpdates.length
    ? { ...page.context, phones: phonesWith(page.context.phones, phoneUpdates) }
    : page.context
  return { ...page, meta, context, blocks, layout: { ...page.layout, header, footer } }
}
