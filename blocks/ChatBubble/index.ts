import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { siteEventType } from '../shared/siteEvents.ts'
import { ChatBubble } from './ChatBubble.tsx'

/*
 * On use: the bubble's server HTML is all a visitor sees until they press it, so its code loads on the first
 * touch, focus or key on it (the press held and redone once hydrated), or on the first "open-chat" event from the
 * header's and footer's "Live Chat" and "Chat: Click Here" (caught and redispatched once hydrated, so that first
 * press opens the panel: rater report 2, item 4). Hydrating on arrival cost every page 2 files for a chat few open.
 */
export default defineBlock({
  schema,
  Component: ChatBubble,
  interactive: true,
  hydrate: 'onUse',
  hydrateOn: [siteEventType('open-chat')],
})
