import { css } from '@emotion/react'

/**
 * For a control that works only with scripts (it opens the chat or a modal): not drawn where scripts never run,
 * so a visitor without them meets no button that does nothing. Links work without scripts and need none of it.
 */
export const whenScripted = css`
  @media (scripting: none) {
    display: none !important;
  }
`
