import { css, useTheme } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { VideoLightboxProps } from '../../schemas/generated/blocks/VideoLightboxProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { videoEmbedUrl } from './videoEmbed.ts'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'

/**
 * A poster image with a play button. The provider's player is not on the page until the click: then a
 * modal <dialog> opens (the browser keeps focus inside it and closes it on Escape) with the player
 * iframe. Closing removes the iframe, which stops playback, and returns focus to the play button.
 */
export function VideoLightbox({ id, props }: BlockProps<VideoLightboxProps>) {
  const theme = useTheme()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const player = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (!open || !dialog.current || dialog.current.open) return
    dialog.current.showModal()
    // showModal would focus the first sentinel (and so the player); start on Close instead.
    closeButton.current?.focus()
  }, [open])

  const onClose = () => {
    setOpen(false)
    trigger.current?.focus()
  }

  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.text}>
      <div css={css`max-width: 56rem; margin: 0 auto;`}>
        <button
          ref={trigger}
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          css={css`
            position: relative;
            display: block;
            width: 100%;
            padding: 0;
            border: 0;
            border-radius: 1rem;
            overflow: hidden;
            background: ${theme.palette.darkblue};
            cursor: pointer;
            img { display: block; width: 100%; height: auto; }
            &:hover [data-play], &:focus-visible [data-play] { transform: translate(-50%, -50%) scale(1.08); }
          `}
        >
          <ResponsiveImage image={{ asset: props.poster.asset, alt: '' }} preset="content" />
          <span
            data-play
            aria-hidden="true"
            css={css`
              position: absolute;
              top: 50%;
              left: 50%;
              transform: translate(-50%, -50%);
              display: grid;
              place-items: center;
              width: 5rem;
              height: 5rem;
              border-radius: 50%;
              background: ${theme.palette.ctagreen};
              box-shadow: 0 4px 18px rgb(0 0 0 / 0.35);
              transition: transform 0.2s;
            `}
          >
            <svg width="32" height="32" viewBox="0 0 24 24" fill="#fff" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="visually-hidden">
            Play video: {props.title}
            {props.duration ? ` (${props.duration})` : ''}
          </span>
        </button>
        {props.poster.alt && (
          <p css={css`margin: 0.5rem 0 0; font-size: 0.9rem; text-align: center;`}>{props.poster.alt}</p>
        )}
      </div>
      {open && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes the modal; Escape is its keyboard equivalent
        <dialog
          ref={dialog}
          aria-label={props.title}
          onClose={onClose}
          onClick={(event) => {
            // A click on the backdrop (the dialog element itself, outside its content) closes it.
            if (event.target === event.currentTarget) dialog.current?.close()
          }}
          css={css`
            width: min(960px, 94vw);
            padding: 0;
            border: 0;
            border-radius: 0.75rem;
            background: #000;
            &::backdrop { background: rgb(0 0 0 / 0.8); }
          `}
        >
          {/* Focus sentinels: tabbing past either end wraps around instead of leaving for the browser's toolbar. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus sentinel: reaching it moves the focus back into the dialog */}
          <span tabIndex={0} data-focus-sentinel onFocus={() => player.current?.focus()} />
          <div css={css`display: flex; justify-content: flex-end; background: #000;`}>
            <button
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              css={css`margin: 0.25rem; padding: 0.5rem 1rem; border: 2px solid #fff; border-radius: 2rem; background: transparent; color: #fff; font: inherit; font-weight: 700; cursor: pointer; ${lightFocusRing}`}
            >
              Close<span className="visually-hidden"> video</span>
            </button>
          </div>
          <div css={css`position: relative; aspect-ratio: 16 / 9;`}>
            <iframe
              ref={player}
              src={videoEmbedUrl(props.provider, props.videoId)}
              title={props.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              css={css`position: absolute; inset: 0; width: 100%; height: 100%; border: 0;`}
            />
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus sentinel: reaching it moves the focus back into the dialog */}
          <span tabIndex={0} data-focus-sentinel onFocus={() => closeButton.current?.focus()} />
        </dialog>
      )}
    </BlockSection>
  )
}
