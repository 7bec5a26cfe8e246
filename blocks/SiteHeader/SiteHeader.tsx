import { Global, css, useTheme } from '@emotion/react'
import { useCallback, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SiteHeaderProps } from '../../schemas/generated/blocks/SiteHeaderProps.ts'
import { useLayout, usePageContextData, usePartnerHref, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { AccountLink } from '../shared/AccountLink.tsx'
import { SalesDetails, SupportDetails } from '../shared/ContactDetails.tsx'
import { getAQuote } from '../shared/getAQuote.ts'
import { ButtonLink, Container } from '../shared/layout.tsx'
import { StatusBadge } from '../shared/StatusBadge.tsx'
import { useScrolledPast } from '../shared/useScrolledPast.ts'
import { CartLink } from './CartLink.tsx'
import { Disclosure } from './Disclosure.tsx'
import { InlineNav } from './InlineNav.tsx'
import { MainMenuItems } from './MainMenuItems.tsx'
import { useCloseWhenModalOpens } from './useCloseWhenModalOpens.ts'
import * as styles from './headerStyles.ts'

/** The one dropdown open: a contact group, the Menu sheet, or an inline item's pages (`nav-` and its index). */
type OpenGroup = 'sales' | 'support' | 'menu' | `nav-${number}` | null

/**
 * Header chrome (spec 2.8): brand, main navigation (inline from lg, in the Menu sheet below), the Sales and Support contact dropdowns (a strip of
 * "Tap for details" groups on small screens), sign-in, the schedule button and, while the browser has a cart, the link
 * to it. Transparent over a dark band
 * until the page scrolls 64 px. Only one dropdown or group is open at a time.
 */
export function SiteHeader({ id, props }: BlockProps<SiteHeaderProps>) {
  const theme = useTheme()
  const { brand, navigation, hours, constants } = useSiteData()
  const layout = useLayout()
  const { phones } = usePageContextData()
  // On a partner's page "Shop" goes to the partner's shop, with its prices (fifth walkthrough D10).
  const toPartner = usePartnerHref()
  const bar = useRef<HTMLDivElement>(null)
  const solid = useScrolledPast(constants.display.navTransparentUntilPx, bar)
  const [open, setOpen] = useState<OpenGroup>(null)
  const close = useCallback(() => setOpen(null), [])
  useCloseWhenModalOpens(open !== null, close)
  const toggle = (group: Exclude<OpenGroup, null>) => () => setOpen((current) => (current === group ? null : group))
  // An inline dropdown says when it opened or closed (its <details> toggles itself); closing one that is no longer
  // the open one (another dropdown took over) changes nothing.
  const onNavToggle = useCallback((index: number, isOpen: boolean) => {
    const group = `nav-${index}` as const
    setOpen((current) => (isOpen ? group : current === group ? null : current))
  }, [])

  const full = props.variant === 'full'
  const showContact = props.variant === 'logoOnly' ? props.showContact === true : props.showContact !== false
  const showSchedule = full && props.showSchedule && layout.ctaButtons
  const showSignIn = props.showSignIn || (full && layout.signIn !== 'none')
  // Not in the logo-only headers of one-task pages (the checkout's is distraction-free) unless a layout asks for it.
  const showCart = props.showCart ?? props.variant !== 'logoOnly'
  const texts = navigation.contact
  const hoursText = hoursTexts(hours)
  const schedule = navigation.header.scheduleButton
  const rowCss = styles.rowCss(theme, full)

  const sales = <SalesDetails texts={texts} phones={phones} hoursText={hoursText.sales} showQuote={layout.ctaButtons} />
  const support = (
    <SupportDetails
      texts={texts}
      phones={phones}
      hoursText={hoursText.support}
      textAndChatText={hoursText.textAndChat}
      chat={layout.chat}
      chatLabel={texts.chat}
    />
  )
  const groups = [
    { key: 'sales', toggleLabel: texts.salesToggle, title: texts.newCustomers, details: sales },
    { key: 'support', toggleLabel: texts.supportToggle, title: texts.existingCustomers, details: support },
  ] as const

  return (
    <header css={styles.bandCss(theme, showContact, full)}>
      <Global styles={styles.scrollPaddingCss(theme, showContact, full)} />
      <div
        ref={bar}
        css={styles.fixedBarCss(theme, solid || open !== null, constants.display.navTransparentUntilPx)}
        data-scrolled={solid ? 'true' : 'false'}
        data-site-header=""
      >
        <Container>
          <div css={styles.barCss(theme, full)}>
            {/* From lg the full header has two rows: the brand with the ways to reach us, then the site's links with
                the account and the cart (the links inline take as much room as the rest of the bar). Below lg the rows
                are not boxes: their parts stand in the one bar row, and the Menu sheet holds the links. */}
            <div css={rowCss} data-header-row="brand">
              <a href="/" css={styles.logoCss} aria-label={brand.name}>
                {/* Below 400 px with the cart link beside it, the short name: the full one took two lines there and
                    pushed the cart's number against the top edge (seventh walkthrough E15). */}
                <span css={styles.brandNameCss}>{brand.name}</span>
                <span css={styles.brandShortNameCss} aria-hidden="true">
                  {brand.shortName}
                </span>
              </a>
              {showContact && (
                <div css={[styles.desktopOnly(theme), css`gap: 0.5rem;`]}>
                  {groups.map((group) => (
                    <Disclosure
                      key={group.key}
                      name={group.key}
                      panelId={`${id}-${group.key}-panel`}
                      open={open === group.key}
                      onToggle={toggle(group.key)}
                      onClose={close}
                      closeOnOutsideClick
                      rootCss={css`position: relative;`}
                      buttonCss={styles.toggleCss(theme)}
                      panelCss={styles.dropdownPanelCss(theme)}
                      button={
                        <>
                          {group.toggleLabel}{' '}
                          {/* The status as a word too (not only the dot's colour), for screen readers and at a glance. */}
                          <StatusBadge line={group.key} labels={texts} />
                        </>
                      }
                    >
                      <p css={groupTitle}>{group.title}</p>
                      {group.details}
                    </Disclosure>
                  ))}
                </div>
              )}
              {showSchedule && (
                <ButtonLink
                  href={toPartner(schedule.href)}
                  css={styles.scheduleButtonCss(theme)}
                  onClick={(event) => {
                    if (schedule.action !== 'getQuote') return
                    event.preventDefault()
                    getAQuote()
                  }}
                >
                  {schedule.label}
                </ButtonLink>
              )}
            </div>
            <div css={rowCss} data-header-row="links">
              {full && (
                <InlineNav
                  id={id}
                  items={navigation.header.items}
                  toPartner={toPartner}
                  openIndex={open?.startsWith('nav-') ? Number(open.slice(4)) : null}
                  onOpenChange={onNavToggle}
                />
              )}
              {showSignIn && (
                <span css={styles.inlineSignInCss(theme, full)}>
                  <AccountLink variant="header" />
                </span>
              )}
              {showCart && (
                <CartLink texts={navigation.header.cartLink} href={toPartner(navigation.header.cartLink.href)} />
              )}
              {full && (
                <Disclosure
                  name="menu"
                  panelId={`${id}-menu-panel`}
                  open={open === 'menu'}
                  onToggle={toggle('menu')}
                  onClose={close}
                  closeOnOutsideClick
                  rootCss={styles.menuRootCss(theme)}
                  buttonCss={styles.toggleCss(theme)}
                  panelCss={css(styles.mobilePanelCss(theme), styles.menuPanelCss)}
                  button={texts.menu}
                >
                  <nav aria-label="Main">
                    <ul
                      css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; a { display: block; padding: 0.5rem 0; font-weight: 600; }`}
                    >
                      <MainMenuItems id={id} items={navigation.header.items} toPartner={toPartner} />
                      {showSchedule && (
                        <li>
                          <a href={toPartner(schedule.href)}>{schedule.label}</a>
                        </li>
                      )}
                      {showSignIn && (
                        <li css={styles.menuSignInCss(theme)}>
                          <AccountLink variant="header" />
                        </li>
                      )}
                    </ul>
                  </nav>
                </Disclosure>
              )}
            </div>
          </div>
          {showContact && (
            <div css={styles.stripCss(theme)} data-mobile-contact="">
              {groups.map((group) => (
                <Disclosure
                  key={group.key}
                  name={`mobile-${group.key}`}
                  panelId={`${id}-${group.key}-mobile`}
                  open={open === group.key}
                  onToggle={toggle(group.key)}
                  onClose={close}
                  namedBy={`${id}-${group.key}-mobile-title`}
                  label={
                    <p css={stripTitle}>
                      <span id={`${id}-${group.key}-mobile-title`}>{group.toggleLabel}</span>
                      <StatusBadge line={group.key} labels={texts} />
                    </p>
                  }
                  rootCss={styles.stripGroupCss}
                  buttonCss={styles.stripButtonCss}
                  panelCss={css(styles.mobilePanelCss(theme), styles.panelPrimaryFix)}
                  button={open === group.key ? texts.close : texts.tapForDetails}
                >
                  <p css={groupTitle}>{group.title}</p>
                  {group.details}
                </Disclosure>
              ))}
            </div>
          )}
        </Container>
      </div>
    </header>
  )
}

const groupTitle = css`
  margin: 0 0 0.25rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`
/**
 * A strip group's name and status. At 320 px a group is about 144 px wide (stripCss): "Support ● Available" fits a
 * little smaller, with a smaller dot and without the badge's reserved width (kept elsewhere so the word swap moves
 * nothing; here nothing follows it on the line, and the name before it stays where it is). Without scripts the status
 * is the fixed hours (StatusBadge): under the group's name, in the room of the button that does nothing then,
 * wrapping to a second line at 320 px rather than cut off. (No comments inside the template: it ships as it is.)
 */
const stripTitle = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  padding: 0 0.15rem;
  font-weight: 700;
  font-size: 0.75rem;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  @media (max-width: 359.98px) {
    gap: 0.25rem;
    padding: 0;
    font-size: 0.68rem;
    [data-status] {
      min-width: 0;
      gap: 0.25rem;
    }
    [data-status] > [aria-hidden] {
      width: 0.6rem;
      height: 0.6rem;
    }
  }
  @media (scripting: none) {
    flex-wrap: wrap;
    align-items: flex-start;
    row-gap: 0.1rem;
    white-space: normal;
    [data-status='hours'] {
      flex-basis: 100%;
    }
  }
`
