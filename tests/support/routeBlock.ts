import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BlockInstance } from '../../runtime/PageModel.ts'
import { blockInstance } from './blockInstance.ts'
import type { RouteConfig } from '../../schemas/generated/routes.ts'
import { repoRoot } from './fixtureSite.ts'

let cached: RouteConfig[] | undefined

/** The routes of the real routes.json as written (before expansion), read once per test file. */
export function realRoutes(): RouteConfig[] {
  cached ??= (JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as { routes: RouteConfig[] }).routes
  return cached
}

/** A block as configured on a route of the real routes.json, so block tests render the texts the site ships. */
export function routeBlock(routeName: string, type: string): BlockInstance {
  const block = realRoutes().find((route) => route.name === routeName)?.blocks.find((candidate) => candidate.type === type)
  if (!block) throw new Error(`no ${type} block on route ${routeName}`)
  return blockInstance(block)
}
