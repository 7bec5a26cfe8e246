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
})
