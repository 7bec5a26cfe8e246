import { css, useTheme, type Theme } from '@emotion/react'
import type { NavigationConfig } from '../../schemas/generated/navigation.ts'

type HeaderItem = NavigationConfig['header']['items'][number]

/**
 * The header menu's links (spec 2.8's navigation bar). An item with `children` (navigation.json "Products" and its
 * device pages) is its link followed by its own list, named by it for screen readers: before, only the top level was
 * drawn, and the device pages (/cameras, /smart-locks…) could not be reached from the header at all (sixth
 * walkthrough D6). Several columns from 640 px, so ten devices do not make the sheet a long single column.
 */
export function MainMenuItems({
  id,
  items,
  toPartner,
}: {
  id: string
  items: HeaderItem[]
  toPartner: (href: string) => string
}) {
  const theme = useTheme()
  return items.map((item, index) => {
    const children = item.children ?? []
    const labelId = `${id}-menu-group-${index}`
    return (
      <li key={item.href + item.label}>
        <a id={children.length > 0 ? labelId : undefined} href={toPartner(item.href)}>
          {item.label}
        </a>
        {children.length > 0 && (
          <ul aria-labelledby={labelId} css={childListCss(theme)}>
            {children.map((child) => (
              <li key={child.href}>
                <a href={toPartner(child.href)}>{child.label}</a>
              </li>
            ))}
          </ul>
        )}
      </li>
    )
  })
}

const childListCss = (theme: Theme) => css`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0 0 0 1rem;
  border-left: 2px solid ${theme.palette.lightblue};
  display: grid;
  gap: 0 1.5rem;
  && a {
    font-weight: 400;
    padding: 0.4rem 0;
  }
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
