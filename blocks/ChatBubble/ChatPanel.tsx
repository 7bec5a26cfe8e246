import { css, useTheme } from '@emotion/react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { FrameConstants } from '../../schemas/generated/constants.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { smsHref } from '../../services/partners/index.ts'
import { useAvailability } from '../shared/useAvailability.ts'

export interface ChatPanelProps {
  texts: FrameConstants['chat']
  onClose: () => void
}

/** The embedded chat panel: says whether agents are available now (support hours) and how to reach them. */
export function ChatPanel({ texts, onClose }: ChatPanelProps) {
  const theme = useTheme()
  const { hours } = useSiteData()
  const { phones } = usePageContextData()
  const availability = useAvailability()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel (delegated keyboard handler)
    <section
      aria-labelledby="chat-panel-heading"
      onKeyDown={onKeyDown}
      data-chat-panel={availability.known ? (availability.support ? 'available' : 'offline') : 'pending'}
      css={css`
        position: fixed;
        right: 1rem;
        bottom: 5rem;
        z-index: 56;
        width: min(22rem, calc(100vw - 2rem));
        padding: 1.25rem;
        border-radius: 0.75rem;
        background: #fff;
        color: ${theme.palette.darkgray};
        ${focusRingColour(theme.palette.darkblue)}
        box-shadow: 0 8px 28px rgba(0, 0, 0, 0.3);
      `}
    >
      <h2 id="chat-panel-heading" ref={heading} tabIndex={-1} css={css`margin: 0 0 0.5rem; font-size: 1.2rem;`}>
        {texts.panelHeading}
      </h2>
      <p>{availability.support ? texts.availableText : texts.offlineText}</p>
      {!availability.support && (
        <p>
          {/* Phone support is offline: its number as text beside the hours, no call link (spec 4.10). */}
          <span data-phone-plain="">{phones.support}</span> · {hoursTexts(hours).support}
        </p>
      )}
      <p css={css`display: flex; gap: 0.75rem; flex-wrap: wrap;`}>
        <a href={smsHref(phones.supportText)}>
          {texts.textUsLabel} {phones.supportText}
        </a>
        <button
          type="button"
          onClick={onClose}
          css={css`margin-left: auto; padding: 0.4rem 1rem; border: 2px solid ${theme.palette.darkblue}; border-radius: 2rem; background: #fff; color: ${theme.palette.darkblue}; font: inherit; font-weight: 700; cursor: pointer;`}
        >
          {texts.closeLabel}
        </button>
      </p>
    </section>
  )
}
