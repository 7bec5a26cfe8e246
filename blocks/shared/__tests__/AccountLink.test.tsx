import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { blockInstance } from '../../../tests/support/blockInstance.ts'

describe('AccountLink in the header and footer', () => {
  it('server-renders the signed-out look: "Sign In" to the account (issue 25 item 7), whatever the page', async () => {
    const model = pageWithBlocks([])
    const navigation = model.site.navigation
    const withSignIn = {
      ...model,
      site: {
        ...model.site,
        navigation: {
          ...navigation,
          footer: {
            ...navigation.footer,
            quickLinks: [{ action: 'signIn' as const }],
          },
        },
      },
      context: { ...model.context, pathname: '/help-center/search' },
      layout: {
        ...model.layout,
        header: [
          blockInstance({ id: 'site-header', type: 'SiteHeader', props: { variant: 'full', showSignIn: true } }),
        ],
        footer: [blockInstance({ id: 'site-footer', type: 'SiteFooter', props: { variant: 'full' } })],
      },
    }
    const html = await renderPageHtml(withSignIn)
    const links = [
      ...html.matchAll(
        /data-account-state="unknown">(?:<style[^>]*>[^<]*<\/style>)?<a href="([^"]+)"[^>]*>Sign In<\/a>/g,
      ),
    ].map((match) => match[1])
    // The header shows it in the bar and in the small-screen menu; the footer once in Quick Links.
    expect(links).toEqual(Array(3).fill('/api/auth/login'))
  })

  it('server-renders a signed-in customer from the page context: name, My Account, Sign Out, no "Sign In"', async () => {
    const model = pageWithBlocks([])
    const navigation = model.site.navigation
    const signedIn = {
      ...model,
      site: {
        ...model.site,
        navigation: {
          ...navigation,
          footer: {
            ...navigation.footer,
            quickLinks: [{ action: 'signIn' as const }],
          },
        },
      },
      context: { ...model.context, pathname: '/shop', signedIn: { firstName: 'Alex' } },
      layout: {
        ...model.layout,
        header: [
          blockInstance({ id: 'site-header', type: 'SiteHeader', props: { variant: 'full', showSignIn: true } }),
        ],
        footer: [blockInstance({ id: 'site-footer', type: 'SiteFooter', props: { variant: 'full' } })],
      },
    }
    const html = await renderPageHtml(signedIn)
    expect(html).toContain('data-account-state="signed-in"')
    expect(html).not.toContain('data-account-state="unknown"')
    expect(html).toContain('aria-label="Account menu for Alex"')
    expect(html).toMatch(/Signed in as(<!-- -->)? <strong>Alex<\/strong>/)
    expect(html).toMatch(/<a href="\/account">My Account<\/a>/)
    expect(html).toMatch(/>Sign Out<\/button>/)
    expect(html).not.toMatch(/>Sign In<\/a>/)
  })

  it("takes every word from the site's config (navigation.json account), signed in and out (review finding 4)", async () => {
    const model = pageWithBlocks([])
    const navigation = model.site.navigation
    const account = {
      signIn: 'Log In',
      signOut: 'Log Out',
      myAccount: 'Your Account',
      signedInAs: 'Logged in as',
      moveRequest: 'Moving House?',
      menuFallbackName: 'Customer',
      menuLabel: 'Menu of',
    }
    const page = (signedIn?: { firstName: string | null }) => ({
      ...model,
      site: {
        ...model.site,
        navigation: {
          ...navigation,
          account,
          footer: {
            ...navigation.footer,
            quickLinks: [{ action: 'signIn' as const }],
          },
        },
      },
      context: { ...model.context, pathname: '/shop', ...(signedIn && { signedIn }) },
      layout: {
        ...model.layout,
        header: [
          blockInstance({ id: 'site-header', type: 'SiteHeader', props: { variant: 'full', showSignIn: true } }),
        ],
        footer: [blockInstance({ id: 'site-footer', type: 'SiteFooter', props: { variant: 'full' } })],
      },
    })
    const signedOut = await renderPageHtml(page())
    expect(signedOut).toMatch(/>Log In<\/a>/)
    expect(signedOut).not.toMatch(/>Sign In<\/a>/)
    const signedIn = await renderPageHtml(page({ firstName: null }))
    expect(signedIn).toContain('aria-label="Menu of Customer"')
    expect(signedIn).toMatch(/Logged in as(<!-- -->)? <strong>Customer<\/strong>/)
    expect(signedIn).toMatch(/<a href="\/account">Your Account<\/a>/)
    expect(signedIn).toMatch(/<a href="\/api\/auth\/move-request">Moving House\?<\/a>/)
    expect(signedIn).toMatch(/>Log Out<\/button>/)
    expect(signedIn).not.toMatch(/My Account|Sign Out|Signed in as|Move request/)
  })
})
