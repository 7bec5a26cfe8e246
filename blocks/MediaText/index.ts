import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { MediaText } from './MediaText.tsx'

export default defineBlock({ schema, Component: MediaText, interactive: false })
