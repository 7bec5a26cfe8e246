import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { brandedPage } from '../brandedPage.server.ts'

describe('the branded frame of the embedded services’ pages', () => {
  it("links the signed-in customer to the account in the site's words (navigation.json account.myAccount)", () => {
    const config = realSite().config
    const page = brandedPage(config, {
      title: 'Request a move',
      content: '<h1>Request a move</h1>',
      customerName: 'Alex',
    })
    expect(page).toContain('<span>Alex</span> <a href="/account">My Account</a>')
    const renamed = {
      ...config,
      navigation: { ...config.navigation, account: { ...config.navigation.account, myAccount: 'Account & Bills' } },
    }
    expect(brandedPage(renamed, { title: 'Request a move', content: '', customerName: 'Alex' })).toContain(
      '<a href="/account">Account &#38; Bills</a>',
    )
  })

  it('says nothing about an account to a visitor who is not signed in', () => {
    expect(brandedPage(realSite().config, { title: 'Sign in', content: '' })).not.toContain('href="/account"')
  })

  // Rater walkthrough item 7: the sign-in and move pages offered "Support (855) 555-0101" as a call link at 23:00.
  it.each([
    ['Tuesday 11:00 CT', '2026-11-24T11:00:00-06:00', true],
    ['Tuesday 23:00 CT', '2026-11-24T23:00:00-06:00', false],
    ['Sunday noon CT', '2026-11-29T12:00:00-06:00', false],
  ])(
    'at %s offers the support call link only while phone support is open, else the 24/7 text line',
    (_l, iso, open) => {
      const { phones } = realSite().config
      const page = brandedPage(realSite().config, { title: 'Sign in', content: '', now: Date.parse(iso) })
      const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'))
      expect(header.includes('href="tel:'), iso).toBe(open)
      if (open) expect(header).toContain(`Support ${phones.support}</a>`)
      else expect(header).toContain(`Text support ${phones.supportText}</a>`)
    },
  )

  it('words the text line from navigation.json (contact.textSupport), not from a lowercased label', () => {
    const config = realSite().config
    const renamed = {
      ...config,
      navigation: {
        ...config.navigation,
        contact: { ...config.navigation.contact, textSupport: 'Text our help desk at {{phone}}' },
      },
    }
    const page = brandedPage(renamed, { title: 'Sign in', content: '', now: Date.parse('2026-11-24T23:00:00-06:00') })
    expect(page).toContain(`Text our help desk at ${config.phones.supportText}</a>`)
  })
})
