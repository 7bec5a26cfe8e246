import { css } from '@emotion/react'

/**
 * Why a device is on the list, under its name: one reason as a line, several as a short list, so a device four
 * answers ask for reads as four short lines and not one run-on sentence (fifth walkthrough, D13).
 */
export function ReasonLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null
  if (lines.length === 1) return <span css={reasonCss}>{lines[0]}</span>
  return (
    <ul css={[reasonCss, listCss]} data-reason-list="">
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  )
}

const reasonCss = css`
  display: block;
  font-size: 0.9rem;
  color: #3d4650;
`

const listCss = css`
  margin: 0.25rem 0 0;
  padding-left: 1.1rem;
  li + li {
    margin-top: 0.15rem;
  }
`
