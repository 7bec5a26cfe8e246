import { Global, css } from '@emotion/react'

/**
 * Styles keyed on the <html> attributes the head boot script sets before paint: app mode hides the footer
 * (spec 2.9), a sent lead hides the lead forms that say so (spec 2.10) and shows "we have your request" in their place, and the accessibility toolbar's text
 * size, contrast and link underlines.
 */
export function FrameStyles() {
  return (
    <Global
      styles={css`
        html[data-app-mode] [data-app-hidden] {
          display: none !important;
        }
        html[data-lead-submitted] [data-hide-after-lead] {
          display: none !important;
        }
        html:not([data-lead-submitted]) [data-show-after-lead] {
          display: none !important;
        }
        html[data-ally-text='1'] {
          font-size: 125%;
        }
        html[data-ally-text='2'] {
          font-size: 137.5%;
        }
        html[data-ally-text='3'] {
          font-size: 150%;
        }
        html[data-ally-underline] a {
          text-decoration: underline !important;
        }
        html[data-ally-contrast] body {
          background: #fff !important;
          color: #000 !important;
        }
        html[data-ally-contrast] body * {
          background-color: transparent !important;
          background-image: none !important;
          color: #000 !important;
          border-color: #000 !important;
        }
        html[data-ally-contrast] body a {
          color: #0000c8 !important;
        }
        html[data-ally-contrast] body :is(button, .ally-solid) {
          background-color: #000 !important;
          color: #fff !important;
        }
      `}
    />
  )
}
