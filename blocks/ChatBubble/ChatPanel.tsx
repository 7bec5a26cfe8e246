import { css, useTheme, type Theme } from '@emotion/react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import type { FrameConstants } from '../../schemas/generated/constants.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { CHAT_MESSAGE_MAX_CHARS } from '../../services/chat/index.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { smsHref } from '../../services/partners/index.ts'
import { useAvailability } from '../shared/useAvailability.ts'
import { pageConversation } from './pageConversation.ts'

export interface ChatPanelProps {
  texts: FrameConstants['chat']
  onClose: () => void
}

/**
 * The embedded chat panel: a conversation with support through the site's /api/chat (the chat provider's
 * embedded default unless CHAT_API_URL names the real one). It says when a person answers (now, or when support
 * opens), shows the messages as they come (a polite live region), and keeps the text line as a second way.
 */
export function ChatPanel({ texts, onClose }: ChatPanelProps) {
  const theme = useTheme()
  const { hours } = useSiteData()
  const { phones } = usePageContextData()
  const availability = useAvailability()
  const chat = pageConversation(texts.sendFailed)
  const state = useSyncExternalStore(chat.subscribe, chat.current, chat.current)
  const [draft, setDraft] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const fieldId = useId()
  useEffect(() => field.current?.focus(), [])
  // The newest message in view, as chat windows do; the list is the panel's only scrolling part.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' })
  }, [state.messages.length])

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!draft.trim() || state.sending) return
    if (await chat.conversation.send(draft)) setDraft('')
    field.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }
  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, as in every chat; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel (delegated keyboard handler)
    <section
      aria-labelledby="chat-panel-heading"
      onKeyDown={onKeyDown}
      data-chat-panel={availability.known ? (availability.support ? 'available' : 'offline') : 'pending'}
      css={panelCss(theme)}
    >
      <h2 id="chat-panel-heading" css={css`margin: 0; font-size: 1.2rem;`}>
        {texts.panelHeading}
      </h2>
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

const panelCss = (theme: Theme) => css`
  position: fixed;
  right: 1rem;
  bottom: 5rem;
  z-index: 56;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  width: min(24rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 6rem);
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.3);
`

const listCss = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-height: 3rem;
  max-height: 16rem;
  overflow-y: auto;
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
