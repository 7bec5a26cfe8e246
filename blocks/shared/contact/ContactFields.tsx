import { useTheme } from '@emotion/react'
import type { InputHTMLAttributes } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH, maskPhone, maskZip } from '../../../services/leads/masks.ts'
import { TextField } from './TextField.tsx'
import { fieldGrid } from './styles.ts'

/** The contact inputs a form may show; their labels are site-config/forms.json `fieldLabels`. */
export type ContactInput = 'firstName' | 'lastName' | 'email' | 'phone' | 'zip' | 'referralCode'

/** The spec §5 order: first name, last name, e-mail, phone, ZIP. */
export const CONTACT_INPUTS = ['firstName', 'lastName', 'email', 'phone', 'zip'] as const

interface InputSpec {
  input: InputHTMLAttributes<HTMLInputElement>
  mask?: (raw: string) => string
  optional?: boolean
}

const INPUTS: Record<ContactInput, InputSpec> = {
  firstName: { input: { autoComplete: 'given-name' } },
  lastName: { input: { autoComplete: 'family-name' } },
  email: { input: { type: 'email', autoComplete: 'email' } },
  phone: {
    mask: maskPhone,
    input: {
      type: 'tel',
      autoComplete: 'tel-national',
      inputMode: 'tel',
      maxLength: PHONE_MAX_LENGTH,
      placeholder: '(555) 555-5555',
    },
  },
  zip: { mask: maskZip, input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: ZIP_MAX_LENGTH } },
  // Spec §5: the referral code has no rule.
  referralCode: { input: { autoComplete: 'off' }, optional: true },
}

interface ContactFieldsProps<Values extends FieldValues> {
  /** The base of the element ids: `${formId}-${field}`. */
  formId: string
  register: UseFormRegister<Values>
  errors: FieldErrors<Values>
  /** Which inputs, in this order (default: the five contact fields). */
  fields?: ReadonlyArray<ContactInput & Path<Values>>
  /**
   * Values the server already knows (the form's default values): written into the server HTML as each input's
   * value, so the first paint shows them before any script runs. react-hook-form must start from the same values.
   */
  initialValues?: Partial<Record<ContactInput, string>>
}

/**
 * The site's one set of contact inputs, on react-hook-form: labelled from site-config/forms.json, phone and ZIP
 * masked as typed, each error tied to its input. Every form that asks how to reach a visitor renders these.
 */
export function ContactFields<Values extends FieldValues>({
  formId,
  register,
  errors,
  fields = CONTACT_INPUTS as unknown as ReadonlyArray<ContactInput & Path<Values>>,
  initialValues,
}: ContactFieldsProps<Values>) {
  const theme = useTheme()
  const labels = useSiteData().forms.fieldLabels
  const messages = errors as Partial<Record<string, { message?: string }>>
  return (
    <div css={fieldGrid(theme)}>
      {fields.map((field) => {
        const spec = INPUTS[field]
        const initial = initialValues?.[field]
        return (
          <TextField
            key={field}
            id={`${formId}-${field}`}
            label={labels[field]}
            registration={register(field)}
            error={messages[field]?.message}
            mask={spec.mask}
            input={initial ? { ...spec.input, defaultValue: spec.mask ? spec.mask(initial) : initial } : spec.input}
            optional={spec.optional}
          />
        )
      })}
    </div>
  )
}
