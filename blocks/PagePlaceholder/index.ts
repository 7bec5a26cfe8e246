import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { PagePlaceholder } from './PagePlaceholder.tsx'

export default defineBlock({ schema, Component: PagePlaceholder, interactive: true })
