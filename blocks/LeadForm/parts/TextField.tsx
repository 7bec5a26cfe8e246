import { useTheme } from '@emotion/react'
import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { errorText, fieldWrap, inputStyle } from './styles.ts'

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
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby), so screen readers hear it. */
export function TextField({ id, label, registration, error, mask, input, optional }: TextFieldProps) {
  const theme = useTheme()
  const errorId = `${id}-error`
  return (
    <div css={fieldWrap}>
      <label htmlFor={id}>{label}</label>
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
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </div>
  )
}
