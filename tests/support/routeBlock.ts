import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BlockInstance } from '../../runtime/PageModel.ts'
import { repoRoot } from './fixtureSite.ts'

/** A block as configured on a route of the real routes.json, so block tests render the texts the site ships. */
export function routeBlock(routeName: string, type: string): BlockInstance {
  const { routes } = JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as { routes: Array<{ name: string; blocks: BlockInstance[] }> }
  const block = routes.find((route) => route.name === routeName)?.blocks.find((candidate) => candidate.type === type)
  if (!block) throw new Error(`no ${type} block on route ${routeName}`)
  return { id: block.id, type: block.type, props: block.props ?? {} }
}
