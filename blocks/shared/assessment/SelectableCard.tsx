import { css, useTheme } from '@emotion/react'
import { FOCUS_RING_PROPERTY } from '../../../runtime/render/focusRing.ts'
import type { AssessmentOption } from '../../../schemas/generated/assessmentQuestions.ts'

interface SelectableCardProps {
  option: AssessmentOption
  name: string
  type: 'radio' | 'checkbox'
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * One answer as a card around a native radio or checkbox (so keyboard and screen readers work as they
 * expect); a chosen card shows a check mark (spec §2.10, selectable cards).
 */
export function SelectableCard({ option, name, type, checked, onChange }: SelectableCardProps) {
  const theme = useTheme()
  const inputId = `option-${option.id.replace(/\./g, '-')}`
  return (
    <label
      htmlFor={inputId}
      css={css`
        position: relative;
        display: grid;
        grid-template-columns: ${option.image ? '3rem 1fr' : '1fr'};
        gap: 0.75rem;
        align-items: center;
        padding: 1rem 2.75rem 1rem 1rem;
        border: 2px solid ${checked ? theme.palette.ctagreen : '#8a8f96'};
        border-radius: 0.75rem;
        background: ${checked ? theme.palette.lightgreen : '#fff'};
        cursor: pointer;
        &:focus-within {
          outline: 3px solid var(${FOCUS_RING_PROPERTY});
          outline-offset: 2px;
        }
      `}
    >
      <input
        id={inputId}
        type={type}
        name={name}
        value={option.id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        css={css`
          position: absolute;
          opacity: 0;
          width: 1px;
          height: 1px;
        `}
      />
      {option.image && (
        <img
          src={option.image.src}
          width={option.image.width}
          height={option.image.height}
          alt=""
          css={css`width: 3rem; height: 3rem;`}
        />
      )}
      <span>
        <span css={css`display: block; font-weight: 700;`}>{option.label}</span>
        {option.description && (
          <span css={css`display: block; font-size: 0.9rem; margin-top: 0.25rem;`}>{option.description}</span>
        )}
      </span>
      <span
        aria-hidden="true"
        css={css`
          position: absolute;
          right: 0.9rem;
          top: 50%;
          transform: translateY(-50%);
          width: 1.5rem;
          height: 1.5rem;
          border-radius: ${type === 'radio' ? '50%' : '0.3rem'};
          border: 2px solid ${checked ? theme.palette.ctagreen : '#8a8f96'};
          background: ${checked ? theme.palette.ctagreen : '#fff'};
          color: #fff;
          display: grid;
          place-items: center;
          font-size: 1rem;
          line-height: 1;
        `}
      >
        {checked ? '✓' : ''}
      </span>
    </label>
  )
}
