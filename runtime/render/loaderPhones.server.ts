import type { BlockInstance, PageModel, PagePhones } from '../PageModel.ts'
import type { RoutePhoneOverrides } from '../../services/partners/index.ts'
import type { BlockServices } from './BlockServices.ts'
import type { BlockLoaders } from './runBlockLoaders.server.ts'

/** The page's numbers with what its loaders declared (setPhones) laid over them, later declarations winning. */
export function phonesWith(phones: PagePhones, declared: readonly RoutePhoneOverrides[]): PagePhones {
  return Object.assign({ ...phones }, ...declared) as PagePhones
}

/**
 * The numbers a rendered page shows (header, footer, its blocks), found without rendering it: only the given loaders
 * of the page's blocks run (those that may declare a number: blocks/shared/phoneLoaders.server.ts), and what they
 * declare is laid over the route's numbers, as runBlockLoaders does. For whatever answers the visitor in the page's
 * name off the page (a lead's error message). A loader that fails or finds nothing declares nothing.
 */
export async function renderedPhonesOf(
  page: PageModel,
  services: BlockServices,
  loaders: BlockLoaders,
): Promise<PagePhones> {
  const declared: RoutePhoneOverrides[] = []
  const setPhones = (phones: RoutePhoneOverrides) => void declared.push(phones)
  const blocks: BlockInstance[] = [...page.blocks, ...page.layout.header, ...page.layout.footer]
  await Promise.all(
    blocks.map(async (block) => {
      const load = loaders.get(block.type)
      try {
        await load?.({ props: block.props, context: page.context, services, setPhones })
      } catch {
        // Nothing found (or its source is down): the route's numbers stand, as on a page that leaves the block out.
      }
    }),
  )
  return phonesWith(page.context.phones, declared)
}
