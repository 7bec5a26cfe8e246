export * from './contract.ts'
export { CHAT_MESSAGE_MAX_CHARS, type ChatTextCheck, checkChatText } from './messageText.ts'
export { CHAT_CONTACT_MAX_CHARS, type ChatContact, type ChatContactCheck, checkChatContact } from './contact.ts'
export { unreadReplies } from './unread.ts'
