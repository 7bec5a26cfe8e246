import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { planTableOf } from '../../../services/auth/index.ts'
import { load } from '../loader.server.ts'
import { jordanInfo, signedInAs } from './signedInCustomer.ts'

const props = {} as Parameters<typeof load>[0]['props']
const context = realSite().resolve('/account').context

/** Issue 25: the account page's server HTML holds the signed-in customer's account, and only what the page shows. */
describe('AccountOverview loader', () => {
  it("gives the signed-in customer's details and each site's plan, price and bill, named from the catalogue", async () => {
    const data = await load({ props, context, services: signedInAs(await jordanInfo()) })
    const catalogue = (await servicesFor().catalogue.catalogue('ecat-standard'))!
    const table = planTableOf(catalogue)
    expect(data.plans).toEqual(table)
    expect(data.account).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '(512) 555-0187',
      customerNumber: '100871',
    })
    expect(data.account!.sites).toHaveLength(2)
    const [complete, starter] = data.account!.sites
    expect(complete).toEqual({
      address: '88 Lakeview Drive, Austin, TX 78701',
      system: 'HB-77031',
      monitoring: table.monitoring['STD-COMPLETE-PACKAGE-MONITORING'],
      equipmentPackage: table.packages['STD-COMPLETE-PACKAGE'],
      monthlyItems: [],
      nextBill: { date: '2026-12-18', amount: table.monitoring['STD-COMPLETE-PACKAGE-MONITORING']!.monthly },
      paymentMethod: { brand: 'Mastercard', last4: '5454' },
    })
    expect(starter!.monitoring).toEqual(table.monitoring['STD-STARTER-PACKAGE-MONITORING'])
    expect(starter!.monthlyItems).toEqual([table.monthlyItems.BHPNEW])
  })

  it('serialises nothing the page does not show: no session id, provider, address or catalogue ids', async () => {
    const data = await load({ props, context, services: signedInAs(await jordanInfo()) })
    const account = JSON.stringify(data.account)
    for (const hidden of ['acct-session-5f2c91', 'id.harbor.example', '203.0.113.9', 'STD-', 'ecat-standard', 'Travis'])
      expect(account).not.toContain(hidden)
    expect(Object.keys(data.account!).sort()).toEqual(['customerNumber', 'email', 'name', 'phone', 'sites'])
  })

  it('gives no account without a signed-in request (prerendering, a preview, a test without a visit)', async () => {
    expect((await load({ props, context, services: servicesFor() })).account).toBeNull()
    expect((await load({ props, context, services: signedInAs(null) })).account).toBeNull()
  })

  it('keeps the details but leaves out the plans when the catalogue cannot be read', async () => {
    const services = { ...signedInAs(await jordanInfo()), catalogue: { catalogue: async () => null } }
    const data = await load({ props, context, services })
    expect(data.plans).toBeNull()
    expect(data.account!.name).toBe('Jordan Lee')
    expect(data.account!.sites[0]).toEqual({
      address: '88 Lakeview Drive, Austin, TX 78701',
      system: 'HB-77031',
      monthlyItems: [],
      nextBill: expect.objectContaining({ date: '2026-12-18' }) as unknown,
      paymentMethod: { brand: 'Mastercard', last4: '5454' },
    })
  })
})
