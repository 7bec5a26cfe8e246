import type { BlockInstance } from '../../runtime/PageModel.ts'
import type { ComposedRoute } from '../../runtime/SiteConfig.ts'
import { realSite } from './realSite.ts'
import { blockInstance } from './blockInstance.ts'

/** The routes of the real routes.json with shared sections and inherited block lists resolved (before partner expansion). */
export function realRoutes(): ComposedRoute[] {
  return realSite().config.routes.routes
}

/** A block as configured on a route of the real routes.json, so block tests render the texts the site ships. */
export function routeBlock(routeName: string, type: string): BlockInstance {
  const block = realRoutes()
    .find((route) => route.name === routeName)
    ?.blocks.find((candidate) => candidate.type === type)
  if (!block) throw new Error(`no ${type} block on route ${routeName}`)
  return blockInstance(block)
}
