import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SiteFooter } from './SiteFooter.tsx'

export default defineBlock({ schema, Component: SiteFooter, interactive: true })
