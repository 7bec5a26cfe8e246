import { Global, css, useTheme } from '@emotion/react'
import { AVAILABILITY_LINES } from '../../services/hours/availabilityBootScript.ts'
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
  .concat('\n@media (scripting: none) { [data-scripted-only] { display: none !important; } }')

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
