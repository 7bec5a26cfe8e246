import { css } from '@emotion/react'
import { CHECK_PATH, IconSvg } from './iconSvg.tsx'

/** Selling points with a check mark each; the marks are decoration, the list semantics carry meaning. */
export function CheckList({ items, inverse = false }: { items: readonly string[]; inverse?: boolean }) {
  return (
    <ul css={css`list-style: none; margin: 1rem 0; padding: 0; display: grid; gap: 0.5rem;`}>
      {items.map((item) => (
        <li key={item} css={css`display: flex; gap: 0.5rem; align-items: flex-start;`}>
          <span css={css`flex: none; color: ${inverse ? '#9be3b4' : '#17773A'}; margin-top: 0.1rem;`}>
            <IconSvg path={CHECK_PATH} size={20} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
