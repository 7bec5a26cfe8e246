import { useTheme } from '@emotion/react'
import type { NavigationConfig } from '../../schemas/generated/navigation.ts'
import { NavDropdown } from './NavDropdown.tsx'
import * as styles from './inlineNavStyles.ts'

type HeaderItem = NavigationConfig['header']['items'][number]

/**
 * The header's links in the bar itself from lg (1024 px), in config order (seventh walkthrough E8: at 1280 they were
 * only in the "Menu" sheet, where SimpliSafe, ADT and Vivint show them inline). Plain links in the server's HTML; an
 * item with children ("Products") is a disclosure of its pages (NavDropdown), opened by a click or Enter, never by
 * hovering. Below lg the Menu sheet holds the same items (MainMenuItems).
 */
export function InlineNav({
  id,
  items,
  toPartner,
  openIndex,
  onOpenChange,
}: {
  id: string
  items: HeaderItem[]
  toPartner: (href: string) => string
  /** Which item's dropdown is open, if any: the header keeps one dropdown open at a time. */
  openIndex: number | null
  onOpenChange: (index: number, open: boolean) => void
}) {
  const theme = useTheme()
  return (
    <nav aria-label="Main" css={styles.navCss(theme)} data-inline-nav="">
      <ul css={styles.listCss}>
        {items.map((item, index) => (
          <li key={item.href + item.label}>
            {item.children?.length ? (
              <NavDropdown
                id={`${id}-nav-${index}`}
                item={{ label: item.label, children: item.children }}
                toPartner={toPartner}
                open={openIndex === index}
                onOpenChange={(open) => onOpenChange(index, open)}
              />
            ) : (
              <a href={toPartner(item.href)} css={styles.itemCss}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
