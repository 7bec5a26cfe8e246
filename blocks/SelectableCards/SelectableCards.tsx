import { css, useTheme } from '@emotion/react'
import { FOCUS_RING_PROPERTY } from '../../runtime/render/focusRing.ts'
import { useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SelectableCardsProps } from '../../schemas/generated/blocks/SelectableCardsProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ButtonLink } from '../shared/layout.tsx'
import { Icon } from '../shared/icons.tsx'

/** The chosen values after a click: one value for radios, a toggled set for checkboxes. */
export function nextSelection(current: readonly string[], value: string, mode: 'single' | 'multiple'): string[] {
  if (mode === 'single') return [value]
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
}

/**
 * Cards that are real radio buttons or checkboxes (native inputs, so keyboard and screen readers work
 * before any script runs); a chosen card shows a check mark. In single mode a Continue button follows
 * the chosen card's link.
 */
export function SelectableCards({ id, props }: BlockProps<SelectableCardsProps>) {
  const theme = useTheme()
  const mode = props.mode
  const [selected, setSelected] = useState<string[]>(props.selected ?? [])
  const chosen = props.items.find((item) => selected.includes(item.value))
  const continueHref = mode === 'single' ? chosen?.href : undefined
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro}>
      <fieldset css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}>
        <legend css={css`font-weight: 700; font-size: 1.1rem; margin: 0 auto 1rem; text-align: center;`}>
          {props.legend}
        </legend>
        <div
          css={css`
            display: grid;
            gap: 1rem;
            ${theme.mq.sm} { grid-template-columns: repeat(2, 1fr); }
            ${theme.mq.lg} { grid-template-columns: repeat(${Math.min(props.items.length, 4)}, 1fr); }
          `}
        >
          {props.items.map((item) => {
            const isChosen = selected.includes(item.value)
            const inputId = `${id}-${item.value}`
            return (
              <label
                key={item.value}
                htmlFor={inputId}
                data-chosen={isChosen ? 'true' : undefined}
                css={css`
                  position: relative;
                  display: block;
                  padding: 1.25rem 1.25rem 1.25rem 1.25rem;
                  border-radius: 0.75rem;
                  border: 2px solid ${isChosen ? theme.palette.ctagreen : '#c5ccd6'};
                  background: ${isChosen ? theme.palette.lightgreen : '#fff'};
                  color: ${theme.palette.darkgray};
                  cursor: pointer;
                  &:has(input:focus-visible) { outline: 3px solid var(${FOCUS_RING_PROPERTY}); outline-offset: 2px; }
                `}
              >
                <input
                  id={inputId}
                  className="visually-hidden"
                  type={mode === 'single' ? 'radio' : 'checkbox'}
                  name={props.name}
                  value={item.value}
                  checked={isChosen}
                  onChange={() => setSelected((current) => nextSelection(current, item.value, mode))}
                />
                <span
                  aria-hidden="true"
                  data-check-mark
                  css={css`
                    position: absolute;
                    top: 0.75rem;
                    right: 0.75rem;
                    display: grid;
                    place-items: center;
                    width: 1.75rem;
                    height: 1.75rem;
                    border-radius: 50%;
                    border: 2px solid ${isChosen ? theme.palette.ctagreen : '#8a94a3'};
                    background: ${isChosen ? theme.palette.ctagreen : '#fff'};
                    color: #fff;
                  `}
                >
                  {isChosen && <Icon name="check" size={16} />}
                </span>
                {item.icon && (
                  <span css={css`display: block; color: ${theme.palette.darkblue}; margin-bottom: 0.5rem;`}>
                    <Icon name={item.icon} />
                  </span>
                )}
                <span css={css`display: block; font-weight: 800; padding-right: 2rem;`}>{item.label}</span>
                {item.description && (
                  <span css={css`display: block; margin-top: 0.35rem; font-size: 0.95rem;`}>{item.description}</span>
                )}
              </label>
            )
          })}
        </div>
      </fieldset>
      {props.continueLabel && mode === 'single' && (
        <p css={css`text-align: center; margin: 1.5rem 0 0;`} aria-live="polite">
          {continueHref ? (
            <ButtonLink href={continueHref}>
              {props.continueLabel}
              {chosen && <span className="visually-hidden">: {chosen.label}</span>}
            </ButtonLink>
          ) : (
            <span>{props.continueHint}</span>
          )}
        </p>
      )}
    </BlockSection>
  )
}
