import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ChatBubble } from './ChatBubble.tsx'

export default defineBlock({ schema, Component: ChatBubble, interactive: true })
