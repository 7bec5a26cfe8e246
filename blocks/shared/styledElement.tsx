import type { SerializedStyles, Theme } from '@emotion/react'
import type { ComponentProps, ElementType, JSX } from 'react'

/**
 * An element with fixed styles of its own, written with Emotion's `css` prop: what `styled.<tag>` gave (a
 * `className` or `css` passed in still comes after its own styles and wins; `as` changes the element) without
 * `@emotion/styled` and its list of valid props, which every page would otherwise load (issue 27, phone-sized JS).
 */
export function styledElement<Tag extends keyof JSX.IntrinsicElements>(
  tag: Tag,
  styles: (theme: Theme) => SerializedStyles,
) {
  return function StyledElement({ as, ...props }: ComponentProps<Tag> & { as?: ElementType }) {
    const Element: ElementType = as ?? tag
    return <Element css={styles} {...props} />
  }
}
