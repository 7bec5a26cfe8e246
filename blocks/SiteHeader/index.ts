import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SiteHeader } from './SiteHeader.tsx'

export default defineBlock({ schema, Component: SiteHeader, interactive: true })
