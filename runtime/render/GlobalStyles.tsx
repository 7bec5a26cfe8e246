import { Global, css, useTheme } from '@emotion/react'
import {
  AVAILABILITY_LINES,
  CLOSED_TODAY_ATTRIBUTE,
  STAFFED_LINES,
} from '../../services/hours/availabilityBootScript.ts'
import { FOCUS_RING_PROPERTY, focusRingColour } from './focusRing.ts'

/**
 * Before hydration, blocks/shared/ByAvailability.tsx renders both variants; these rules show the one the head
 * boot script decided (an undecided page shows the hours as the status, and hours rather than sales call links;
 * the `data-when-not-*` variants are what shows while nothing decided, see ByAvailability's `undecided`).
 */
const availabilityRules = Object.entries(AVAILABILITY_LINES)
  .map(
    ([line, attribute]) =>
      `html:not([${attribute}='open']) [data-when-open='${line}'], html:not([${attribute}='closed']) [data-when-closed='${line}'], html[${attribute}='open'] [data-when-not-open='${line}'], html[${attribute}='closed'] [data-when-not-closed='${line}'], html:not([${attribute}]) [data-when-decided='${line}'] { display: none !important; }`,
  )
  .join('\n')
  // Where scripts are off, ByAvailability's noscript words replace its undecided variant (`withoutScripts`).
  .concat(`\n@media (scripting: none) { [data-scripted-only] { display: none !important; } ${closedDayRules()} }`)

/**
 * With scripts off the hour is unknown, but not the day: on a closed date the server marks <html> with
 * data-closed-today (server/closedToday.server.ts), and every staffed line is closed all day then. Each shows its
 * closed variant (the holiday's words, blocks/shared/ClosedDayWords.tsx; "Offline"), never the words for an unknown
 * hour (weekly hours that read as open). `:root` outweighs the rules above, whose `html:not(…)` ties with `html[…]`.
 */
function closedDayRules(): string {
  const closedDay = `:root[${CLOSED_TODAY_ATTRIBUTE}]`
  const shown = STAFFED_LINES.flatMap((line) =>
    ['data-when-closed', 'data-when-not-open', 'data-when-decided'].map((mark) => `${closedDay} [${mark}='${line}']`),
  )
  const hidden = STAFFED_LINES.flatMap((line) => [
    `${closedDay} [data-when-open='${line}']`,
    `${closedDay} [data-when-not-closed='${line}']`,
    `${closedDay} [data-when-closed='${line}'] + noscript`,
    `${closedDay} [data-when-not-open='${line}'] + noscript`,
  ])
  return `${shown.join(', ')} { display: contents !important; } ${hidden.join(', ')} { display: none !important; }`
}

/** Base styles every page shares: type scale, colours, focus rings and the visually-hidden helper. */
export function GlobalStyles() {
  const theme = useTheme()
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          ${focusRingColour(theme.palette.darkblue)}
          font-size: ${theme.rootFontSize};
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
          line-height: 1.5;
          color: ${theme.palette.darkgray};
          background: #fff;
        }
        img {
          max-width: 100%;
          height: auto;
        }
        a {
          color: ${theme.palette.darkblue};
        }
        :focus-visible {
          outline: 3px solid var(${FOCUS_RING_PROPERTY});
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          margin: -1px;
          padding: 0;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
          border: 0;
        }
        ${availabilityRules}
        @media (prefers-reduced-motion: reduce) {
          * {
            scroll-behavior: auto !important;
            transition: none !important;
            animation: none !important;
          }
        }
      `}
    />
  )
}
