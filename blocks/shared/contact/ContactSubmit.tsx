import { css, useTheme } from '@emotion/react'
import { primaryButton } from '../formButtons.ts'
import { SubmitFailure } from './SubmitFailure.tsx'

interface ContactSubmitProps {
  sending: boolean
  failed: boolean
  errorText: string
  sendingLabel: string
  label: string | undefined
  consent: string
}

/** The end of the assessment and scheduling forms: the failure message, the submit button and the consent text. */
export function ContactSubmit({ sending, failed, errorText, sendingLabel, label, consent }: ContactSubmitProps) {
  const theme = useTheme()
  return (
    <>
      {failed && <SubmitFailure text={errorText} />}
      <button type="submit" disabled={sending} css={[primaryButton(theme), css`margin-top: 1.5rem;`]}>
        {sending ? sendingLabel : label}
      </button>
      <p css={css`font-size: 0.8rem; margin-top: 1rem;`}>{consent}</p>
    </>
  )
}
