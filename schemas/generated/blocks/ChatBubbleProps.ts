/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/ChatBubble/schema.json; edit the schema and run it again.
 */

/**
 * The floating live-chat bubble (spec 2.10); shown only on layouts with chat. Texts come from constants.frame.chat.
 */
export interface ChatBubbleProps {
  /**
   * Hidden below constants.display.chatBubbleHiddenBelowPx.wide (768 px) or .narrow (576 px).
   */
  hideBelow: 'wide' | 'narrow'
}
