import { css } from '@emotion/react'
import { usePageContextData } from '../../../runtime/render/PageModelContext.tsx'
import { telHref } from '../telHref.ts'

/** When a request could not be sent: the form keeps its input, and the page's sales number is offered. */
export function SubmitFailure({ text }: { text: string }) {
  const { phones } = usePageContextData()
  return (
    <p role="alert" css={css`color: #b3261e; font-weight: 700;`}>
      {text} <a href={telHref(phones.sales)}>{phones.sales}</a>
    </p>
  )
}
