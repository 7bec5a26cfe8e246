import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DateTime } from 'luxon'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { send, signIn } from '../../../auth/__tests__/support/signInDriver.ts'
import { nextBillDate } from '../siteBilling.server.ts'
import { createCatalogueClient } from '../../../catalogue/catalogueClient.server.ts'
import { type CustomerInfo, monthlyTotal, planTableOf, sitePlanView } from '../../../../services/auth/index.ts'
import { DEMO_CUSTOMERS } from '../../demoCustomers.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Chicago' }).toMillis()

describe('the next bill date of a site billed on a day of the month (America/Chicago)', () => {
  it.each([
    ['2026-11-25T11:00', 5, '2026-12-05'],
    ['2026-11-04T23:59', 5, '2026-11-05'],
    ['2026-11-05T08:00', 5, '2026-12-05'],
    ['2026-12-20T10:00', 18, '2027-01-18'],
    ['2027-01-31T10:00', 31, '2027-02-28'],
    ['2027-02-10T10:00', 30, '2027-02-28'],
  ])('at %s, billed on day %i: %s', (at, day, expected) => {
    expect(nextBillDate(day, chicago(at))).toBe(expected)
  })
})

describe("the embedded account API's customer call: each site's plan by catalogue id and its billing", () => {
  it('answers the services, the next bill priced from the catalogue, and the card on file, through to the session', async () => {
    const { jar } = await signIn(site.baseUrl, '/', { email: 'jordan.lee@example.com', password: 'harbor-demo-2' })
    const session = (await (await send(jar, `${site.baseUrl}/api/session`)).json()) as { user_data: CustomerInfo }
    const sites = session.user_data.sites!
    const demo = DEMO_CUSTOMERS.find((customer) => customer.username === 'jordan.lee@example.com')!.account.sites
    expect(sites).toHaveLength(demo.length)
    const catalogue = (await createCatalogueClient(site.ctx.root, {}).catalogue('ecat-standard'))!
    const table = planTableOf(catalogue)
    for (const [index, answered] of sites.entries()) {
      expect(answered.services).toEqual(demo[index]!.services)
      const view = sitePlanView(answered.services, answered.billing, table)
      // The amount is the catalogue's monitoring plus monthly add-ons, not a figure typed into the demo data.
      expect(answered.billing?.nextBillAmount).toBe(monthlyTotal(view.monitoring, view.monthlyItems))
      expect(answered.billing?.nextBillAmount).toBeGreaterThan(0)
      expect(answered.billing?.nextBillDate).toBe(nextBillDate(demo[index]!.billing.day, Date.now()))
      expect(answered.billing?.paymentMethod).toEqual(demo[index]!.billing.paymentMethod)
    }
  })
})
