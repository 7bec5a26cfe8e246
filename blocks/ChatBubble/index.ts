import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { siteEventType } from '../shared/siteEvents.ts'
import { ChatBubble } from './ChatBubble.tsx'
import { CHAT_STORAGE_KEY } from './storedConversation.ts'

/*
 * On use: the bubble's server HTML is all a visitor sees until they press it, so its code loads on the first
 * touch, focus or key on it (the press held and redone once hydrated), or on the first "open-chat" event from the
 * header's and footer's "Live Chat" and "Chat: Click Here" (caught and redispatched once hydrated, so that first
 * press opens the panel: rater report 2, item 4). Hydrating on arrival cost every page 2 files for a chat few open.
 * Once the visitor has used the chat, the tab holds its conversation (storedConversation.ts), and every later page
 * hydrates the bubble on arrival to resume it and count its unread replies (rater report 7, E6).
 */
export default defineBlock({
  schema,
  Component: ChatBubble,
  interactive: true,
  hydrate: 'onUse',
  hydrateOn: [siteEventType('open-chat')],
  hydrateOnArrivalWithStored: CHAT_STORAGE_KEY,
})
