import { isBlockType } from '../../blocks/registry.ts'
import type { BlockInstance } from '../../runtime/PageModel.ts'
import { JsonSource } from '../../runtime/config/JsonSource.ts'
import { schemaSetFor } from '../../runtime/config/loadSite.server.ts'
import { repoRoot } from './fixtureSite.ts'

/** A block as a test writes it, like a route's block in routes.json: defaults may be left out. */
export interface BlockInput {
  id: string
  type: string
  props?: object
}

/**
 * The page block a test's config-like block becomes at runtime: its props checked against its schema
 * (a test with invalid props fails here, as config:check would) and the schema's defaults filled in.
 */
export function blockInstance({ id, type, props = {} }: BlockInput): BlockInstance {
  if (!isBlockType(type)) throw new Error(`block type "${type}" is not registered in blocks/registry.ts`)
  const schemas = schemaSetFor(repoRoot)
  const issues = schemas.validateBlockProps(
    type,
    props,
    new JsonSource(`${type} props in a test`, JSON.stringify(props)),
    [],
  )
  if (issues.length)
    throw new Error(`invalid ${type} props: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`)
  // Valid for its type's schema, as checkSite guarantees for config blocks.
  return { id, type, props: schemas.withDefaults(type, props) } as BlockInstance
}
