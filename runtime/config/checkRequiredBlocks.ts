import type { SiteConfig } from '../SiteConfig.ts'
import type { ExpandedRoute } from '../routing/expandRoutes.ts'
import { type IssueSink, PARTNERS_FILE, REQUIRED_BLOCKS_FILE, ROUTES_FILE } from './IssueSink.ts'

/**
 * Every page of a declared page type keeps its required blocks. Checked on the expanded pages, the
 * result of every composition (inherited block lists, partner pages), and reported once per route
 * at the block list the editor changed.
 */
export function checkRequiredBlocks(
  config: SiteConfig,
  pages: readonly ExpandedRoute[],
  registeredTypes: ReadonlySet<string>,
  report: IssueSink,
): void {
  const routeNames = new Set(config.routes.routes.map((route) => route.name))
  const reported = new Set<string>()
  config.requiredBlocks.pageTypes.forEach((pageType, t) => {
    pageType.routes.forEach((name, r) => {
      if (!routeNames.has(name))
        report(
          REQUIRED_BLOCKS_FILE,
          ['pageTypes', t, 'routes', r],
          'unknown route; expected the name of a route in routes.json',
          name,
        )
    })
    pageType.blocks.forEach((required, b) => {
      if (!registeredTypes.has(required.type))
        report(
          REQUIRED_BLOCKS_FILE,
          ['pageTypes', t, 'blocks', b, 'type'],
          'unknown block type; expected a type registered in blocks/registry.ts',
          required.type,
        )
    })
    for (const page of pages) {
      if (!pageType.routes.includes(page.config.name)) continue
      for (const required of pageType.blocks) {
        if (page.blocks.some((block) => block.type === required.type)) continue
        if (page.partner && page.config.blocks.some((block) => block.type === required.type)) {
          // The template has it: the partner's own order hid it on this partner's page.
          reportHiddenByPartner(config, page, required, pageType.name, report)
          continue
        }
        const key = `${page.index}|${required.type}`
        if (reported.has(key)) continue
        reported.add(key)
        const where = page.partner
          ? `${page.path} and the other partner pages of route "${page.config.name}"`
          : page.path
        report(
          ROUTES_FILE,
          ['routes', page.index, 'blocks'],
          `a ${pageType.name} page must keep a ${required.type} block (${required.why}); it is missing on ${where} (rule in ${REQUIRED_BLOCKS_FILE})`,
        )
      }
    }
  })
}

/** A required block hidden by a partner's `blockChanges` is reported at the change that hides it. */
function reportHiddenByPartner(
  config: SiteConfig,
  page: ExpandedRoute,
  required: { type: string; why: string },
  pageTypeName: string,
  report: IssueSink,
): void {
  const p = config.partners.partners.findIndex((partner) => partner.id === page.partner!.id)
  const changes = config.partners.partners[p]?.blockChanges?.[page.config.name] ?? []
  const hidden = page.config.blocks.filter((block) => block.type === required.type).map((block) => block.id)
  const c = changes.findIndex((change) => change.remove && hidden.includes(change.id))
  report(
    PARTNERS_FILE,
    ['partners', p, 'blockChanges', page.config.name, ...(c === -1 ? [] : [c])],
    `a ${pageTypeName} page must keep its ${required.type} block (${required.why}); it cannot be hidden on ${page.path} (rule in ${REQUIRED_BLOCKS_FILE})`,
  )
}
