import { useTheme } from '@emotion/react'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import * as styles from './inlineNavStyles.ts'

/**
 * One inline header item with pages under it ("Products"), as a <details>: it opens by a click, Enter or Space
 * before any script has run (the links are in the server's HTML). Once hydrated it is a WAI-ARIA disclosure like the
 * header's other dropdowns: aria-expanded on its button (only then, as without scripts nothing would keep the
 * attribute true), Escape closes it and returns focus to the button, a click outside closes it, and opening another
 * dropdown closes it (the header's one open state drives `open`).
 */
export function NavDropdown({
  id,
  item,
  toPartner,
  open,
  onOpenChange,
}: {
  id: string
  item: { label: string; children: { label: string; href: string }[] }
  toPartner: (href: string) => string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const theme = useTheme()
  const hydrated = useHydrated()
  const root = useRef<HTMLDetailsElement>(null)
  const button = useRef<HTMLElement>(null)
  // Closed on the element itself: its `toggle` then tells the header (the same path as a click on the button).
  const close = () => {
    if (root.current) root.current.open = false
  }
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) root.current.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !root.current?.open) return
    event.stopPropagation()
    close()
    button.current?.focus()
  }
  return (
    // The browser opens and closes it (summary's click); `toggle` tells the header, whichever way it changed.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the button or a link inside closes it (delegated keyboard handler)
    <details
      ref={root}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      css={styles.dropdownCss}
      data-nav-dropdown=""
    >
      <summary
        ref={button}
        id={`${id}-button`}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? `${id}-panel` : undefined}
        css={[styles.itemCss, styles.summaryCss]}
      >
        {item.label}
        <span aria-hidden="true" css={styles.chevronCss} />
      </summary>
      <ul id={`${id}-panel`} aria-labelledby={`${id}-button`} css={styles.panelCss(theme)}>
        {item.children.map((child) => (
          <li key={child.href}>
            <a href={toPartner(child.href)}>{child.label}</a>
          </li>
        ))}
      </ul>
    </details>
  )
}
