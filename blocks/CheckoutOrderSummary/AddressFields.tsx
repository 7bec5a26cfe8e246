import { useTheme } from '@emotion/react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { ADDRESS_MAX_LENGTH, type InstallationAddress, US_STATES } from '../../services/checkout/installationAddress.ts'
import { TextField } from '../shared/contact/TextField.tsx'
import { errorText, fieldGrid, fieldWrap, inputStyle } from '../shared/contact/styles.ts'

type AddressTexts = CheckoutOrderSummaryProps['installationAddress']

/**
 * The installation address's inputs (street, unit, city, state), named as the fields they fill so the form posts
 * them without scripts too; each error tied to its input as the contact fields do. The ZIP is the contact's field,
 * shown after these by the form.
 */
export function AddressFields({
  formId,
  texts,
  register,
  errors,
  initialValues,
}: {
  formId: string
  texts: AddressTexts
  register: UseFormRegister<InstallationAddress>
  errors: FieldErrors<InstallationAddress>
  /** What the server HTML's inputs hold before any script runs (a post's values): the form's defaults too. */
  initialValues: Partial<InstallationAddress>
}) {
  const theme = useTheme()
  const text = (field: keyof InstallationAddress, autoComplete: string, optional = false) => (
    <TextField
      id={`${formId}-${field}`}
      label={texts[`${field}Label`]}
      registration={register(field)}
      error={errors[field]?.message}
      optional={optional}
      input={{ autoComplete, maxLength: ADDRESS_MAX_LENGTH[field], defaultValue: initialValues[field] || undefined }}
    />
  )
  const stateError = errors.state?.message
  return (
    <div css={fieldGrid(theme)}>
      {text('street', 'address-line1')}
      {text('unit', 'address-line2', true)}
      {text('city', 'address-level2')}
      <div css={fieldWrap}>
        <label htmlFor={`${formId}-state`}>{texts.stateLabel}</label>
        <select
          id={`${formId}-state`}
          css={inputStyle(theme)}
          autoComplete="address-level1"
          defaultValue={initialValues.state || ''}
          {...register('state')}
          aria-required
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${formId}-state-error` : undefined}
        >
          <option value="">{texts.statePrompt}</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {stateError && (
          <p id={`${formId}-state-error`} css={errorText}>
            {stateError}
          </p>
        )}
      </div>
    </div>
  )
}
