import type { SerializedStyles } from '@emotion/react'
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

export interface DisclosureProps {
  panelId: string
  open: boolean
  onToggle: () => void
  onClose: () => void
  button: ReactNode
  /** Shown before the button, e.g. the group's name on mobile. */
  label?: ReactNode
  children: ReactNode
  /**
   * Id of the text that names the group, when the button's own text ("Tap for details") does not: it leads the
   * button's accessible name ("Sales Tap for details"), so the two buttons of the strip do not sound alike.
   */
  namedBy?: string
  closeOnOutsideClick?: boolean
  rootCss?: SerializedStyles
  buttonCss?: SerializedStyles
  panelCss?: SerializedStyles
  name: string
}

/**
 * The WAI-ARIA disclosure pattern: a button with aria-expanded controlling a panel that is `hidden` when
 * closed (so its links leave the tab order). Escape closes it and returns focus to the button; a click
 * outside closes a dropdown.
 */
export function Disclosure(props: DisclosureProps) {
  const { panelId, open, onToggle, onClose, closeOnOutsideClick = false } = props
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open || !closeOnOutsideClick) return
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current
      // A copy hidden at this screen width (desktop dropdown vs mobile group) shares the open state: only
      // the one on screen may close it, or a click on the visible copy would be read as "outside".
      if (!root || root.getClientRects().length === 0) return
      if (!root.contains(event.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, closeOnOutsideClick, onClose])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onClose()
    buttonRef.current?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or the menu inside closes it (delegated keyboard handler)
    <div ref={rootRef} css={props.rootCss} onKeyDown={onKeyDown} data-disclosure={props.name}>
      {props.label}
      <button
        ref={buttonRef}
        type="button"
        css={props.buttonCss}
        aria-expanded={open}
        aria-controls={panelId}
        id={`${panelId}-button`}
        aria-labelledby={props.namedBy && `${props.namedBy} ${panelId}-button`}
        onClick={onToggle}
      >
        {props.button}
      </button>
      <div id={panelId} hidden={!open} css={props.panelCss}>
        {props.children}
      </div>
    </div>
  )
}
