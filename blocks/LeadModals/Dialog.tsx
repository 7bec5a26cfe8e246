import { css, useTheme } from '@emotion/react'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react'
import { wrapTab } from '../shared/wrapTab.ts'

interface DialogProps {
  /** The modal's id, e.g. modal-consultation (spec §2.10). */
  id: string
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string
  closeLabel: string
  onClose: () => void
  wide?: boolean
  children: ReactNode
}

/**
 * An accessible modal on the native <dialog> shown with showModal(): the rest of the page is inert (the
 * focus stays inside), Escape closes it, it is announced as a modal dialog named by its heading, and the
 * focus returns to whatever opened it.
 */
export function Dialog({ id, labelledBy, closeLabel, onClose, wide, children }: DialogProps) {
  const theme = useTheme()
  const ref = useRef<HTMLDialogElement>(null)
  // The listeners below are added once; through an effect event they always call the latest onClose.
  const closeFromListener = useEffectEvent(() => onClose())

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    // Escape: let React own the state change instead of the browser closing the element by itself.
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeFromListener()
    }
    // The page behind is inert, but Tab past the last control would reach the browser's own UI: wrap instead.
    const onKeyDown = (event: KeyboardEvent) => wrapTab(dialog, event)
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('keydown', onKeyDown)
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes the modal; Escape is its keyboard equivalent
    <dialog
      ref={ref}
      id={id}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose()
      }}
      css={css`
        width: min(${wide ? '56rem' : '34rem'}, calc(100vw - 2rem));
        max-height: calc(100vh - 2rem);
        padding: 0;
        border: 0;
        border-radius: 0.75rem;
        color: ${theme.palette.darkgray};
        ${focusRingColour(theme.palette.darkblue)}
        &::backdrop {
          background: rgba(0, 0, 0, 0.6);
        }
      `}
    >
      <div css={css`position: relative; padding: 2.5rem 1.5rem 1.5rem;`}>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label={closeLabel}
          css={css`
            position: absolute;
            top: 0.5rem;
            right: 0.5rem;
            width: 2.75rem;
            height: 2.75rem;
            font-size: 1.75rem;
            line-height: 1;
            border: 0;
            border-radius: 50%;
            background: transparent;
            color: ${theme.palette.darkgray};
            cursor: pointer;
          `}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  )
}
