import { css } from '@emotion/react'
import type { HighlightSegment } from '../../services/content/index.ts'

const markCss = css`
  background: #ffe27a;
  color: inherit;
  padding: 0 0.1em;
  border-radius: 0.15em;
`

/** Text with the words a search matched wrapped in <mark>. */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} css={markCss}>
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  )
}
