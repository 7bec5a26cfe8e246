import { css } from '@emotion/react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { ByAvailability } from './ByAvailability.tsx'
import { useAvailability } from './useAvailability.ts'

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 700;
  /* Same width either way, so the text swap moves nothing. */
  min-width: 5.5rem;
  /* One status: it never breaks over two lines. */
  white-space: nowrap;
`
/** The status's coloured dot, beside its word (never alone): green available, red not. */
export const statusDot = (available: boolean) => css`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  flex: none;
  background: ${available ? '#2fbf5b' : '#e0433a'};
  box-shadow: 0 0 0 2px #fff;
`

/** The hours wrap inside a narrow strip group rather than being cut off. */
const hoursCss = css`
  min-width: 0;
  white-space: normal;
  font-weight: 600;
`

interface BadgeLabels {
  available: string
  offline: string
}

interface BadgeProps {
  available: boolean
  known: boolean
  labels: BadgeLabels
}

/** Inside the header's toggle buttons the badge takes the button's smaller words (headerStyles' toggleCss). */
function Badge({ available, known, labels }: BadgeProps) {
  return (
    <span css={badge} data-status={available ? 'available' : 'offline'} data-availability={known ? 'known' : 'pending'}>
      <span css={statusDot(available)} aria-hidden="true" />
      {available ? labels.available : labels.offline}
    </span>
  )
}

/**
 * Green "Available" or red "Offline" (spec 2.8, 4.10), right from the first paint; the colour is never the
 * only signal. Where scripts never run the state cannot be decided (a prerendered page outlives the hour it
 * was built in), so the badge says the line's fixed hours instead: words, true at any
 * hour, in the header strip, the panels and the footer alike (issue 25 walkthrough item 5). Support's status is the
 * phone's, in the spec's words; text and chat, answered 24/7, have their own green "24/7 Availability" beside it
 * (ContactDetails, sixth walkthrough D13).
 */
export function StatusBadge({ line, labels }: { line: 'sales' | 'support'; labels: BadgeLabels }) {
  const { known } = useAvailability()
  const fixedHours = hoursTexts(useSiteData().hours)[line]
  return (
    <ByAvailability
      line={line}
      open={<Badge available known={known} labels={labels} />}
      closed={<Badge available={false} known={known} labels={labels} />}
      withoutScripts={
        <span data-status="hours" css={hoursCss}>
          {fixedHours}
        </span>
      }
    />
  )
}
