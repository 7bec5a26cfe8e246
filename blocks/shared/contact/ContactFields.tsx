import { css, useTheme } from '@emotion/react'
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '../../../services/leads/masks.ts'
import type { ContactField, ContactFormState } from './useContactForm.ts'

const FIELDS: Array<{
  field: ContactField
  label: string
  type: string
  autoComplete: string
  inputMode?: 'tel' | 'numeric' | 'email'
}> = [
  { field: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { field: 'zip', label: 'ZIP Code', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
]

/** First name, last name, e-mail, phone and ZIP, labelled, with each field's message tied to it. */
export function ContactFields({ form, idPrefix }: { form: ContactFormState; idPrefix: string }) {
  const theme = useTheme()
  return (
    <div css={css`display: grid; gap: 1rem; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
      {FIELDS.map(({ field, label, type, autoComplete, inputMode }) => {
        const id = `${idPrefix}-${field}`
        const error = form.errors[field]
        return (
          <div key={field}>
            <label htmlFor={id} css={css`display: block; font-weight: 700; margin-bottom: 0.25rem;`}>
              {label}
            </label>
            <input
              id={id}
              name={field}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={field === 'zip' ? ZIP_MAX_LENGTH : field === 'phone' ? PHONE_MAX_LENGTH : undefined}
              value={form.values[field]}
              onChange={(event) => form.setField(field, event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
              css={css`
                width: 100%;
                box-sizing: border-box;
                padding: 0.65rem 0.75rem;
                font: inherit;
                border: 2px solid ${error ? '#b3261e' : '#6b7078'};
                border-radius: 0.4rem;
                background: ${error ? '#fdecea' : '#fff'};
              `}
            />
            {error && (
              <p id={`${id}-error`} css={css`margin: 0.25rem 0 0; color: #b3261e; font-weight: 700;`}>
                {error}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
