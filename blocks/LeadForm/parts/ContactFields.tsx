import { useTheme } from '@emotion/react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH, maskPhone, maskZip } from '../../../services/leads/masks.ts'
import type { ContactValues } from '../../../services/leads/validation/index.ts'
import type { FormsConfig } from '../../../schemas/generated/forms.ts'
import { TextField } from './TextField.tsx'
import { fieldGrid } from './styles.ts'

interface ContactFieldsProps {
  formId: string
  labels: FormsConfig['fieldLabels']
  register: UseFormRegister<ContactValues>
  errors: FieldErrors<ContactValues>
  referralCode?: boolean
}

/** First name, last name, e-mail, phone, ZIP (and the optional referral code), in the spec's order. */
export function ContactFields({ formId, labels, register, errors, referralCode }: ContactFieldsProps) {
  const theme = useTheme()
  const id = (field: string) => `${formId}-${field}`
  return (
    <div css={fieldGrid(theme)}>
      <TextField
        id={id('firstName')}
        label={labels.firstName}
        registration={register('firstName')}
        error={errors.firstName?.message}
        input={{ autoComplete: 'given-name' }}
      />
      <TextField
        id={id('lastName')}
        label={labels.lastName}
        registration={register('lastName')}
        error={errors.lastName?.message}
        input={{ autoComplete: 'family-name' }}
      />
      <TextField
        id={id('email')}
        label={labels.email}
        registration={register('email')}
        error={errors.email?.message}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <TextField
        id={id('phone')}
        label={labels.phone}
        registration={register('phone')}
        error={errors.phone?.message}
        mask={maskPhone}
        input={{
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'tel',
          maxLength: PHONE_MAX_LENGTH,
          placeholder: '(555) 555-5555',
        }}
      />
      <TextField
        id={id('zip')}
        label={labels.zip}
        registration={register('zip')}
        error={errors.zip?.message}
        mask={maskZip}
        input={{ autoComplete: 'postal-code', inputMode: 'numeric', maxLength: ZIP_MAX_LENGTH }}
      />
      {referralCode && (
        <TextField
          id={id('referralCode')}
          label={labels.referralCode}
          registration={register('referralCode')}
          optional
        />
      )}
    </div>
  )
}
