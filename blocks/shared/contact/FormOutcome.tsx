import { css, useTheme } from '@emotion/react'
import { forwardRef } from 'react'
import { telHref } from '../telHref.ts'
import { primaryButton } from '../formButtons.ts'
import { alertBox, smallPrint } from './styles.ts'
import { SalesPhoneLink } from '../SalesPhoneLink.tsx'
import { CallbackPromise } from './CallbackPromise.tsx'

/** The consent text under every submit button (automated calls/SMS; not required to purchase). */
export function Consent({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} css={smallPrint}>
      {text}
    </p>
  )
}

/**
 * Shown when the lead could not be stored or sent, and the input stays in the form: the sales number (a link
 * only while sales is open), or the support number for a form of existing customers.
 */
export function UnavailableMessage({ template, supportPhone }: { template: string; supportPhone?: string }) {
  const [before, after] = template.split('{{phone}}')
  return (
    <p role="alert" css={alertBox}>
      {before}
      {supportPhone ? (
        <a href={telHref(supportPhone)} css={css`color: inherit; font-weight: 700;`}>
          {supportPhone}
        </a>
      ) : (
        <SalesPhoneLink linkCss={css`color: inherit; font-weight: 700;`} />
      )}
      {after}
    </p>
  )
}

interface ThankYouProps {
  id: string
  text: string
  cta?: string
  /** When a consultant will call (CallbackPromise); off for sign-ups that are not sales leads. */
  callbackPromise?: boolean
}

/** The thank-you panel; it takes the focus so the change is announced and keyboard users stay in place. */
export const ThankYou = forwardRef<HTMLDivElement, ThankYouProps>(function ThankYou(
  { id, text, cta, callbackPromise = true },
  ref,
) {
  const theme = useTheme()
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="status"
      data-form-state="formSubmitted"
      css={css`outline: none; text-align: center;`}
    >
      <p css={css`font-size: 1.15rem; font-weight: 700;`}>{text}</p>
      {callbackPromise && <CallbackPromise callLink={!cta} linkCss={css`font-weight: 700;`} />}
      {cta && (
        <SalesPhoneLink
          whenClosed="nothing"
          linkCss={css([primaryButton(theme), css`display: inline-block; text-decoration: none;`])}
        >
          {cta}
        </SalesPhoneLink>
      )}
    </div>
  )
})
