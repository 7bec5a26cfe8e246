import type { SerializedStyles } from '@emotion/react'

export interface ListedLink {
  label: string
  href: string
}

/** A list of plain links, the shape link props take in every block schema. */
export function LinkList({ links, listCss }: { links: readonly ListedLink[]; listCss?: SerializedStyles }) {
  return (
    <ul css={listCss}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}
