import { css, useTheme } from '@emotion/react'
import { forwardRef } from 'react'
import { telHref } from '../../shared/telHref.ts'
import { alertBox, primaryButton, smallPrint } from './styles.ts'

/** The consent text under every submit button (automated calls/SMS; not required to purchase). */
export function Consent({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} css={smallPrint}>
      {text}
    </p>
  )
}

/** Shown when the lead could not be stored or sent: the sales number, and the input stays in the form. */
export function UnavailableMessage({ template, phone }: { template: string; phone: string }) {
  const [before, after] = template.split('{{phone}}')
  return (
    <p role="alert" css={alertBox}>
      {before}
      <a href={telHref(phone)} css={css`color: inherit; font-weight: 700;`}>
        {phone}
      </a>
      {after}
    </p>
  )
}

interface ThankYouProps {
  id: string
  text: string
  cta?: string
  phone: string
}

/** The thank-you panel; it takes the focus so the change is announced and keyboard users stay in place. */
export const ThankYou = forwardRef<HTMLDivElement, ThankYouProps>(function ThankYou({ id, text, cta, phone }, ref) {
  const theme = useTheme()
  return (
    <div id={id} ref={ref} tabIndex={-1} role="status" data-form-state="formSubmitted" css={css`outline: none; text-align: center;`}>
      <p css={css`font-size: 1.15rem; font-weight: 700;`}>{text}</p>
      {cta && (
        <a href={telHref(phone)} css={[primaryButton(theme), css`display: inline-block; text-decoration: none;`]}>
          {cta}
        </a>
      )}
    </div>
  )
})
