import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { PackageTables } from './PackageTables.tsx'

export default defineBlock({ schema, Component: PackageTables, load: serverLoader<typeof load>(), interactive: true })
