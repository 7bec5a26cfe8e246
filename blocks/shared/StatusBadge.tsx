import { css } from '@emotion/react'

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 700;
  /* Same width either way, so the text swap after hydration moves nothing. */
  min-width: 5.5rem;
`
const dot = (available: boolean) => css`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  flex: none;
  background: ${available ? '#2fbf5b' : '#e0433a'};
  box-shadow: 0 0 0 2px #fff;
`

/** Green "Available" or red "Offline" (spec 2.8, 4.10); the colour is never the only signal. */
export function StatusBadge({ available, known, labels }: { available: boolean; known: boolean; labels: { available: string; offline: string } }) {
  return (
    <span css={badge} data-status={available ? 'available' : 'offline'} data-availability={known ? 'known' : 'pending'}>
      <span css={dot(available)} aria-hidden="true" />
      {available ? labels.available : labels.offline}
    </span>
  )
}
