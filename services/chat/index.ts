export * from './contract.ts'
export { CHAT_MESSAGE_MAX_CHARS, type ChatTextCheck, checkChatText } from './messageText.ts'
