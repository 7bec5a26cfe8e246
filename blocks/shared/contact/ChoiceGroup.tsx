import type { UseFormRegisterReturn } from 'react-hook-form'
import { choiceGroup, choiceRow, errorText } from './styles.ts'

interface ChoiceGroupProps {
  id: string
  legend: string
  options: ReadonlyArray<{ value: string; label: string }>
  registration: UseFormRegisterReturn
  error?: string
  /** A second line under the error, e.g. the unanswered-question note of the callback steps. */
  hint?: string
  /** The answer already given (a post without scripts): checked in the server HTML. */
  checkedValue?: string
}

/** A radio question as a fieldset; its error is announced with the group and every radio is marked invalid. */
export function ChoiceGroup({ id, legend, options, registration, error, hint, checkedValue }: ChoiceGroupProps) {
  const errorId = `${id}-error`
  return (
    <fieldset id={id} css={choiceGroup} aria-describedby={error ? errorId : undefined}>
      <legend id={`${id}-legend`}>{legend}</legend>
      <div css={choiceRow(Boolean(error))}>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`}>
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- every radio of an unanswered question is marked invalid, which screen readers announce on each */}
            <input
              type="radio"
              id={`${id}-${option.value}`}
              value={option.value}
              defaultChecked={checkedValue === option.value ? true : undefined}
              {...registration}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} css={errorText}>
          {error}
          {hint ? ` ${hint}` : null}
        </p>
      )}
    </fieldset>
  )
}
