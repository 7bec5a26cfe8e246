import { css, type Theme } from '@emotion/react'

/**
 * The unread replies as marks on <html>, for the "Live Chat" buttons (`data-live-chat`). Below 768 px the bubble,
 * which carries the count where it shows, is hidden (spec 2.10), and a reply that came while the visitor read another
 * page went unseen on phones (seventh walkthrough E6). The bubble's island follows the conversation and sets the
 * marks; the buttons show them by CSS alone, so none of them needs scripts of its own for it, in whichever block.
 */

/** The number of unread replies, on <html>; absent when there is none. */
export const CHAT_UNREAD_ATTRIBUTE = 'data-chat-unread-replies'

/** The count as a CSS string (`"1"`), and its words for screen readers (`"(1 unread reply)"`). */
const COUNT_PROPERTY = '--chat-unread'
const WORDS_PROPERTY = '--chat-unread-words'

/** Sets (or, for none, removes) the marks on `root`, the document's <html>. */
export function markChatUnread(root: HTMLElement, count: number, words: string): void {
  if (count > 0) {
    root.setAttribute(CHAT_UNREAD_ATTRIBUTE, String(count))
    root.style.setProperty(COUNT_PROPERTY, cssString(String(count)))
    root.style.setProperty(WORDS_PROPERTY, cssString(`(${words})`))
  } else {
    root.removeAttribute(CHAT_UNREAD_ATTRIBUTE)
    root.style.removeProperty(COUNT_PROPERTY)
    root.style.removeProperty(WORDS_PROPERTY)
  }
}

/** A text as a CSS string: quotes and backslashes escaped, line breaks as spaces (config words, never markup). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ')}"`
}

/**
 * The count after the words of every "Live Chat" button while the marks are set, as on the bubble's corner; its alt
 * text (after the slash) puts the words in the button's name: "Live Chat (1 unread reply)" (the badge is a box of its
 * own, so its words come after a space).
 */
export const liveChatUnreadCss = (theme: Theme) => css`
  html[${CHAT_UNREAD_ATTRIBUTE}] [data-live-chat]::after {
    content: var(${COUNT_PROPERTY}) / var(${WORDS_PROPERTY});
    display: inline-block;
    min-width: 1.35rem;
    height: 1.35rem;
    margin-left: 0.5rem;
    padding: 0 0.3rem;
    box-sizing: border-box;
    border-radius: 1rem;
    background: #fff;
    color: ${theme.palette.darkblue};
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.35rem;
    text-align: center;
  }
`
