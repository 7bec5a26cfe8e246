import { css } from '@emotion/react'
import { SalesPhoneLink } from '../SalesPhoneLink.tsx'

/** When a request could not be sent: the form keeps its input, and the page's sales number is offered. */
export function SubmitFailure({ text }: { text: string }) {
  return (
    <p role="alert" css={css`color: #b3261e; font-weight: 700;`}>
      {text} <SalesPhoneLink />
    </p>
  )
}
