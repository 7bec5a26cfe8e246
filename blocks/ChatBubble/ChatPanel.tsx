import { Global, css, useTheme, type Theme } from '@emotion/react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import type { FrameConstants } from '../../schemas/generated/constants.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { CHAT_CONTACT_MAX_CHARS, CHAT_MESSAGE_MAX_CHARS, checkChatContact } from '../../services/chat/index.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { smsHref } from '../../services/partners/index.ts'
import { useAvailability } from '../shared/useAvailability.ts'
import { wrapTab } from '../shared/wrapTab.ts'
import { pageConversation } from './pageConversation.ts'

export interface ChatPanelProps {
  texts: FrameConstants['chat']
  onClose: () => void
}

/**
 * The embedded chat panel: a conversation with support through the site's /api/chat (the chat provider's
 * embedded default unless CHAT_API_URL names the real one). It says when a person answers (now, or when support
 * opens), shows the messages as they come (a polite live region), and keeps the text line as a second way.
 * The conversation is the tab's (pageConversation.ts): opened on any later page, it shows the thread so far, and
 * every message shown counts as seen. While phone support is closed it asks for an optional e-mail or phone, so an
 * answer reaches a visitor who left (rater report 7, E6). On a phone (below the sm breakpoint) it fills the screen
 * as a modal: its own close button at the top, Tab kept inside, the page behind still (E15).
 */
export function ChatPanel({ texts, onClose }: ChatPanelProps) {
  const theme = useTheme()
  const { hours } = useSiteData()
  const { phones } = usePageContextData()
  const availability = useAvailability()
  const chat = pageConversation(texts.sendFailed)
  const state = useSyncExternalStore(chat.subscribe, chat.current, chat.current)
  const fullScreen = useFullScreen(theme)
  const [draft, setDraft] = useState('')
  const [contact, setContact] = useState('')
  const [contactError, setContactError] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const contactField = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const fieldId = useId()
  useEffect(() => field.current?.focus(), [])
  // The newest message in view, as chat windows do; the list is the panel's only scrolling part. Shown, it is seen.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' })
    chat.conversation.markSeen()
  }, [state.messages.length, chat])
  // No agent on the phone line: the chat asks how to answer a visitor who leaves, until they have said.
  const asksContact = availability.known && !availability.support && !state.contactSaved

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    const contactGiven = asksContact ? contact.trim() : ''
    if ((!draft.trim() && !contactGiven) || state.sending) return
    if (contactGiven && !checkChatContact(contactGiven).ok) {
      setContactError(true)
      contactField.current?.focus()
      return
    }
    setContactError(false)
    if (await chat.conversation.send(draft, contactGiven || undefined)) setDraft('')
    field.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
    else if (fullScreen && panel.current) wrapTab(panel.current, event)
  }
  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, as in every chat; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel (delegated keyboard handler)
    <section
      ref={panel}
      role="dialog"
      aria-modal={fullScreen}
      aria-labelledby="chat-panel-heading"
      onKeyDown={onKeyDown}
      data-chat-panel={availability.known ? (availability.support ? 'available' : 'offline') : 'pending'}
      css={panelCss(theme)}
    >
      {/* Filling a phone's screen, the page behind stays still (the panel scrolls on its own). */}
      {fullScreen && <Global styles={css`html { overflow: hidden; }`} />}
      <div css={headerCss(theme)}>
        <h2 id="chat-panel-heading" css={css`margin: 0; font-size: 1.2rem;`}>
          {texts.panelHeading}
        </h2>
        {/* Full screen on a phone: the way out at the top, where phone apps put it (the Close below stays). */}
        <button type="button" onClick={onClose} aria-label={texts.closeChatLabel} css={topCloseCss(theme)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p css={css`margin: 0;`}>{availability.support ? texts.availableText : texts.offlineText}</p>
      {!availability.support && (
        <p css={css`margin: 0;`}>
          {/* Phone support is offline: its number as text beside the hours, no call link (spec 4.10). */}
          <span data-phone-plain="">{phones.support}</span> · {hoursTexts(hours).support}
        </p>
      )}
      {/* It scrolls when the conversation is long (or the screen short): reachable by keyboard to scroll it. */}
      <ol
        ref={list}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        aria-live="polite"
        aria-label={texts.conversationLabel}
        data-chat-messages=""
        css={listCss(theme)}
      >
        {state.messages.map((message) => (
          <li key={message.seq} data-chat-message={message.from} css={messageCss(theme, message.from)}>
            <span css={css`display: block; font-size: 0.8rem; font-weight: 700;`}>
              {message.from === 'visitor' ? texts.youLabel : texts.agentLabel}
            </span>
            {message.text}
          </li>
        ))}
      </ol>
      <form onSubmit={send} css={css`display: grid; gap: 0.4rem;`}>
        <label htmlFor={fieldId} css={css`font-weight: 700;`}>
          {texts.messageLabel}
        </label>
        <textarea
          id={fieldId}
          ref={field}
          value={draft}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onFieldKeyDown}
          aria-describedby={state.error ? `${fieldId}-error` : undefined}
          css={fieldCss(theme)}
        />
        {asksContact && (
          <>
            <label htmlFor={`${fieldId}-contact`} css={css`font-weight: 700;`}>
              {texts.contactLabel}
            </label>
            <input
              id={`${fieldId}-contact`}
              ref={contactField}
              type="text"
              inputMode="email"
              autoComplete="email"
              value={contact}
              maxLength={CHAT_CONTACT_MAX_CHARS}
              onChange={(event) => setContact(event.target.value)}
              aria-invalid={contactError || undefined}
              aria-describedby={contactError ? `${fieldId}-contact-error` : undefined}
              data-chat-contact=""
              css={fieldCss(theme)}
            />
            {contactError && (
              <p id={`${fieldId}-contact-error`} data-chat-contact-error="" css={css`margin: 0; color: #b3261e;`}>
                {texts.contactInvalid}
              </p>
            )}
          </>
        )}
        {state.contactSaved && (
          <p data-chat-contact-saved="" css={css`margin: 0;`}>
            {texts.contactSavedText}
          </p>
        )}
        {state.error && (
          <p id={`${fieldId}-error`} role="alert" data-chat-error="" css={css`margin: 0; color: #b3261e;`}>
            {state.error}
          </p>
        )}
        <div css={css`display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap;`}>
          <button type="submit" disabled={state.sending} css={buttonCss(theme, true)}>
            {state.sending ? texts.sendingLabel : texts.sendLabel}
          </button>
          <button type="button" onClick={onClose} css={[buttonCss(theme, false), css`margin-left: auto;`]}>
            {texts.closeLabel}
          </button>
        </div>
      </form>
      <p css={css`margin: 0;`}>
        <a href={smsHref(phones.supportText)} data-chat-sms="">
          {texts.textUsLabel} {phones.supportText}
        </a>
      </p>
    </section>
  )
}

/** Whether the panel fills the screen (below sm), followed as the window turns or resizes. */
function useFullScreen(theme: Theme): boolean {
  const query = theme.mq.sm.replace('@media ', '')
  return !useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}

/**
 * A phone's whole screen (rater report 7, E15: leading brands' chat does so; the floating card left the messages
 * about 290 px at 375), from the sm breakpoint the floating card beside the bubble.
 */
const panelCss = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: 56;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  box-sizing: border-box;
  height: 100dvh;
  padding: 0 1rem 1rem;
  /* A short screen (a phone turned, the contact field and its error at night): the panel scrolls, never spills. */
  overflow-y: auto;
  overscroll-behavior: contain;
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  ${theme.mq.sm} {
    inset: auto 1rem 5rem auto;
    box-sizing: content-box;
    width: min(24rem, calc(100vw - 2rem));
    height: auto;
    max-height: calc(100dvh - 6rem);
    padding: 1.25rem;
    border-radius: 0.75rem;
    box-shadow: 0 8px 28px rgba(0, 0, 0, 0.3);
  }
`

/** The heading and the top close button: on a phone they stay at the top while the panel scrolls. */
const headerCss = (theme: Theme) => css`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 0 0.25rem;
  background: #fff;
  ${theme.mq.sm} {
    position: static;
    padding: 0;
  }
`

const topCloseCss = (theme: Theme) => css`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  margin: -0.25rem -0.5rem -0.25rem 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.palette.darkgray};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  ${theme.mq.sm} {
    display: none;
  }
`

const listCss = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  /* On a phone the conversation takes the room the rest leaves, a few messages at least (the panel scrolls past). */
  flex: 1 1 auto;
  min-height: 12rem;
  overflow-y: auto;
  ${theme.mq.sm} {
    flex: initial;
    min-height: 3rem;
    max-height: 16rem;
  }
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  border: 1px solid ${theme.palette.lightblue};
  border-radius: 0.5rem;
`

const messageCss = (theme: Theme, from: 'visitor' | 'agent') => css`
  max-width: 85%;
  padding: 0.4rem 0.6rem;
  border-radius: 0.6rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${
    from === 'visitor'
      ? `align-self: flex-end; background: ${theme.palette.darkblue}; color: #fff;`
      : `align-self: flex-start; background: #eef2f6; color: ${theme.palette.darkgray};`
  }
`

const fieldCss = (theme: Theme) => css`
  width: 100%;
  box-sizing: border-box;
  padding: 0.5rem;
  border: 1px solid ${theme.palette.darkgray};
  border-radius: 0.4rem;
  font: inherit;
  resize: vertical;
`

const buttonCss = (theme: Theme, primary: boolean) => css`
  padding: 0.4rem 1rem;
  border: 2px solid ${theme.palette.darkblue};
  border-radius: 2rem;
  background: ${primary ? theme.palette.darkblue : '#fff'};
  color: ${primary ? '#fff' : theme.palette.darkblue};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: default;
  }
`
