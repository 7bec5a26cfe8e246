import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ChatBubbleProps } from '../../schemas/generated/blocks/ChatBubbleProps.ts'
import { ChatBubble } from './ChatBubble.tsx'

export default defineBlock<ChatBubbleProps>(ChatBubble)
