import { css, useTheme } from '@emotion/react'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'
import { useEffect, useState } from 'react'
import type { AllyToolbarTexts } from '../../schemas/generated/navigation.ts'
import {
  ALLY_KEY,
  type AllyPreferences,
  DEFAULT_ALLY,
  MAX_TEXT_STEP,
  allyAttributes,
  parseAllyPreferences,
} from '../../services/frame/index.ts'
import { secondaryButton } from '../shared/formButtons.ts'
import { whenScripted } from '../shared/whenScripted.ts'

/** Applies settings to <html> (the same attributes the head boot script sets before paint) and stores them. */
function applyAndStore(preferences: AllyPreferences): void {
  const root = document.documentElement
  for (const [name, value] of Object.entries(allyAttributes(preferences))) {
    if (value === null) root.removeAttribute(name)
    else root.setAttribute(name, value)
  }
  try {
    window.localStorage.setItem(ALLY_KEY, JSON.stringify(preferences))
  } catch {
    // Storage blocked: the settings still apply to this page.
  }
}

/**
 * "Activate Ally Toolbar" (spec 2.9): toggles a toolbar for text size, contrast and link underlines. The
 * settings persist in local storage and are applied before paint on the next page (bootScript.ts).
 */
export function AllyToolbar({ id, toggleLabel, texts }: { id: string; toggleLabel: string; texts: AllyToolbarTexts }) {
  const theme = useTheme()
  const [preferences, setPreferences] = useState<AllyPreferences>(DEFAULT_ALLY)
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(ALLY_KEY)
    } catch {
      stored = null
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setPreferences(parseAllyPreferences(stored))
  }, [])
  const update = (change: Partial<AllyPreferences>) => {
    const next = { ...preferences, ...change }
    setPreferences(next)
    applyAndStore(next)
  }
  const toolbarId = `${id}-ally-toolbar`
  // The site's one secondary button, smaller in the toolbar; a pressed setting is filled, as a switch that is on.
  const button = css`${secondaryButton(theme)}; font-size: 0.85rem; padding: 0.35rem 0.75rem; &[aria-pressed='true'] { border-color: #fff; background: ${theme.palette.ctagreen}; color: #fff; }`
  return (
    <>
      <button
        type="button"
        data-secondary=""
        css={[secondaryButton(theme), whenScripted]}
        aria-expanded={preferences.open}
        aria-controls={toolbarId}
        onClick={() => update({ open: !preferences.open })}
      >
        {toggleLabel}
      </button>
      <div
        id={toolbarId}
        role="toolbar"
        aria-label={texts.label}
        hidden={!preferences.open}
        className="ally-solid"
        css={css`
          position: fixed;
          left: 0.75rem;
          bottom: 0.75rem;
          z-index: 60;
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
          max-width: calc(100vw - 1.5rem);
          padding: 0.75rem;
          border-radius: 0.5rem;
          background: ${theme.palette.darkblue};
          color: #fff;
          ${lightFocusRing}
          box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
          &[hidden] {
            display: none;
          }
        `}
      >
        <button
          type="button"
          data-secondary=""
          css={button}
          disabled={preferences.textStep === 0}
          onClick={() => update({ textStep: preferences.textStep - 1 })}
        >
          {texts.smaller}
        </button>
        <button
          type="button"
          data-secondary=""
          css={button}
          disabled={preferences.textStep === MAX_TEXT_STEP}
          onClick={() => update({ textStep: preferences.textStep + 1 })}
        >
          {texts.larger}
        </button>
        <button
          type="button"
          data-secondary=""
          css={button}
          aria-pressed={preferences.contrast}
          onClick={() => update({ contrast: !preferences.contrast })}
        >
          {texts.contrast}
        </button>
        <button
          type="button"
          data-secondary=""
          css={button}
          aria-pressed={preferences.underline}
          onClick={() => update({ underline: !preferences.underline })}
        >
          {texts.underline}
        </button>
        <button type="button" css={button} onClick={() => update({ textStep: 0, contrast: false, underline: false })}>
          {texts.reset}
        </button>
      </div>
    </>
  )
}
