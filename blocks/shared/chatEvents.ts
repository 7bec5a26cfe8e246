/** "Live Chat" buttons in the header and footer open the chat bubble's panel, wherever it is. */
const OPEN_CHAT = 'harbor:open-chat'

export function openChat(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OPEN_CHAT))
}

export function onOpenChat(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener(OPEN_CHAT, listener)
  return () => window.removeEventListener(OPEN_CHAT, listener)
}
