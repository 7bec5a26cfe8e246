import { css } from '@emotion/react'
import { Fragment } from 'react'
import { telHref } from '../shared/telHref.ts'

/** A server message with the support number in it: the number becomes a call link, the words stay as sent. */
export function PhoneText({ text, phone }: { text: string; phone: string }) {
  const parts = text.split(phone)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <a href={telHref(phone)} css={css`color: inherit; font-weight: 700;`}>
              {phone}
            </a>
          )}
        </Fragment>
      ))}
    </>
  )
}
