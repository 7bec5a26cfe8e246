import { useTheme } from '@emotion/react'
import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { errorText, fieldWrap, hintText, inputStyle } from './styles.ts'

interface TextFieldProps {
  /** Unique in the document: form id + field name. */
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  /** Applied to the raw input before react-hook-form reads it (phone and ZIP masks). */
  mask?: (raw: string) => string
  input?: InputHTMLAttributes<HTMLInputElement>
  optional?: boolean
  /** A short help text under the label, read with the input (aria-describedby). */
  hint?: string
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby), so screen readers hear it. */
export function TextField({ id, label, registration, error, mask, input, optional, hint }: TextFieldProps) {
  const theme = useTheme()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div css={fieldWrap}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} css={hintText}>
          {hint}
        </p>
      )}
      <input
        id={id}
        css={inputStyle(theme)}
        {...input}
        {...registration}
        onChange={(event) => {
          if (mask) event.target.value = mask(event.target.value)
          return registration.onChange(event)
        }}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </div>
  )
}
