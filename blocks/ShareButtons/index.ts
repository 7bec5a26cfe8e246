import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ShareButtons } from './ShareButtons.tsx'

export default defineBlock({ schema, Component: ShareButtons, interactive: true })
