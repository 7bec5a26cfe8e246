import { css } from '@emotion/react'

/**
 * Words screen readers hear at every width but the screen shows only from `mediaQuery` on (a theme.mq value):
 * visually hidden below it (clipped to nothing, out of the flow), drawn as usual from it.
 */
export const shownFrom = (mediaQuery: string) => css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${mediaQuery} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`
