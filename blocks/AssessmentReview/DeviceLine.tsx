import { css } from '@emotion/react'
import type { ReactNode } from 'react'

/**
 * One device of the recommendation: its catalogue picture in a fixed square (so nothing moves when it loads)
 * beside the line's words. The picture's alt is the device's name: the catalogue's own words for what it shows.
 * A device the catalogue has no picture for keeps the square empty, so the lines stay aligned.
 */
export function DeviceLine({
  name,
  imageUrl,
  children,
}: {
  name: string
  imageUrl: string | null | undefined
  children: ReactNode
}) {
  return (
    <li css={lineCss} data-device-line="">
      {imageUrl ? (
        <img src={imageUrl} alt={name} width={300} height={300} loading="lazy" decoding="async" css={pictureCss} />
      ) : (
        <span aria-hidden="true" css={pictureCss} />
      )}
      <div css={css`align-self: center;`}>{children}</div>
    </li>
  )
}

/** The list around DeviceLines: the pictures are the markers. */
export const deviceListCss = css`
  list-style: none;
  margin: 0.5rem 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`

const lineCss = css`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
`

const pictureCss = css`
  display: block;
  width: 3.5rem;
  height: 3.5rem;
  object-fit: contain;
  border-radius: 0.5rem;
  background: #fff;
`
