import type { PageModel } from '../../runtime/PageModel.ts'

/**
 * What a page's layout gives visitors, each as a phrase a reviewer reads ("live chat", "the header's
 * navigation links (Products, Shop, …)"), keyed so two layouts compare feature by feature. A layout change
 * then reads as what the page gains and loses, not as "`default` → `landing`".
 *
 * Which header parts show follows blocks/SiteHeader/SiteHeader.tsx (full variant: navigation; contact
 * dropdowns unless logoOnly; schedule button on a full header with call-to-action buttons; Sign In on a
 * full header of a layout that signs in) and blocks/SiteFooter/SiteFooter.tsx (full variant: link columns).
 */
export function layoutFeatures(page: Pick<PageModel, 'layout' | 'site'>): Map<string, string> {
  const { layout, site } = page
  const { navigation } = site
  const features = new Map<string, string>()
  const quoted = (labels: string[]) => labels.map((label) => `"${label}"`).join(', ')

  for (const block of layout.header) {
    if (block.type !== 'SiteHeader') continue
    const props = block.props as {
      variant: string
      showContact?: boolean
      showSchedule?: boolean
      showSignIn?: boolean
    }
    const full = props.variant === 'full'
    const showContact = props.variant === 'logoOnly' ? props.showContact === true : props.showContact !== false
    if (full)
      features.set(
        'header-links',
        `the header's navigation links (${quoted(navigation.header.items.map((item) => item.label))})`,
      )
    if (showContact) features.set('contact-dropdowns', "the header's Sales and Support contact dropdowns")
    if (full && props.showSchedule !== false && layout.ctaButtons)
      features.set('schedule-button', `the header's "${navigation.header.scheduleButton.label}" button`)
    if (props.showSignIn || (full && layout.signIn !== 'none'))
      features.set('sign-in', `the header's "${navigation.account.signIn}" link`)
  }
  for (const block of layout.footer) {
    if (block.type === 'SiteFooter') {
      const props = block.props as { variant: string; showContact?: boolean }
      if (props.variant === 'full') {
        const { footer } = navigation
        const columns = [
          `${footer.quickLinksHeading}: ${quoted(footer.quickLinks.map((link) => ('action' in link ? navigation.account.signIn : link.label)))}`,
          ...footer.columns.map((column) => `${column.heading}: ${quoted(column.links.map((link) => link.label))}`),
        ]
        features.set('footer-links', `the footer's link columns (${columns.join('; ')})`)
      }
      if (props.showContact !== false) features.set('footer-contact', "the footer's Contact Us block")
    }
  }
  if (layout.chat) features.set('chat', 'live chat')
  if (layout.leadForms) features.set('lead-forms', 'lead forms and their pop-ups')
  if (layout.ctaButtons) features.set('cta-buttons', 'call-to-action buttons ("get a quote", "call now")')
  if (layout.signIn === 'required') features.set('sign-in-required', 'visitors must sign in to see the page')
  if (layout.maintenance)
    features.set('maintenance', 'the maintenance notice in place of the page (nothing interactive loads)')
  if (layout.tagManagerContainer) features.set('tag-manager', `tag manager container ${layout.tagManagerContainer}`)
  return features
}

export interface LayoutChange {
  before: string
  after: string
  adds: string[]
  removes: string[]
  /** Features on both sides that read differently (other navigation labels, another tag manager container). */
  changes: Array<{ before: string; after: string }>
}

/** What moving from one layout's features to another's adds and removes; null when visitors get the same. */
export function compareLayouts(
  beforeName: string,
  before: ReadonlyMap<string, string>,
  afterName: string,
  after: ReadonlyMap<string, string>,
): LayoutChange | null {
  const adds = [...after].filter(([key]) => !before.has(key)).map(([, text]) => text)
  const removes = [...before].filter(([key]) => !after.has(key)).map(([, text]) => text)
  const changes = [...after]
    .filter(([key, text]) => before.has(key) && before.get(key) !== text)
    .map(([key, text]) => ({ before: before.get(key)!, after: text }))
  if (beforeName === afterName && !adds.length && !removes.length && !changes.length) return null
  return { before: beforeName, after: afterName, adds, removes, changes }
}
