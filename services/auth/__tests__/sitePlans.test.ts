import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { customerInfoFromResponse, monthlyTotal, planTableOf, sitePlanView } from '../index.ts'
import type { Catalogue } from '../../catalogue/types.ts'

const standard = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../site-config/catalog/catalogs/ecat-standard.json'), 'utf8'),
) as Catalogue
const table = planTableOf(standard)
const smartHome = standard.packages.find((record) => record.catalogueInfo.name === 'Smart Home Package')!
const smartHomeMonitoring = smartHome.lineItems.find((line) => line.category === 'Monitoring')!
const protection = standard.addOnItems.find((item) => item.billing === 'monthly')!

describe('the plan table of a catalogue', () => {
  it('names each monitoring plan, package and monthly add-on with the catalogue price', () => {
    expect(table.monitoring[smartHomeMonitoring.catalogueItemsDetail.itemId]).toEqual({
      name: smartHomeMonitoring.catalogueItemsDetail.itemName,
      monthly: smartHomeMonitoring.listPrice,
    })
    expect(table.packages[smartHome.catalogueItemsDetail.itemId]).toBe('Smart Home Package')
    expect(table.monthlyItems[protection.catalogueItemsDetail.itemId]).toEqual({
      name: protection.catalogueItemsDetail.itemName,
      monthly: protection.listPrice,
    })
    // Devices are paid once: never a monthly line.
    expect(Object.keys(table.monthlyItems)).toEqual([protection.catalogueItemsDetail.itemId])
  })
})

describe("a site's plan and billing", () => {
  const services = {
    catalogId: 'ecat-standard',
    packageItemId: smartHome.catalogueItemsDetail.itemId,
    monitoringItemId: smartHomeMonitoring.catalogueItemsDetail.itemId,
    monthlyItemIds: [protection.catalogueItemsDetail.itemId],
  }
  const billing = { nextBillDate: '2026-12-05', nextBillAmount: 52.98, paymentMethod: { brand: 'Visa', last4: '4242' } }

  it('joins the ids with the catalogue and keeps the billing as answered', () => {
    const view = sitePlanView(services, billing, table)
    expect(view.monitoring).toEqual({ name: 'Professional Monitoring', monthly: smartHomeMonitoring.listPrice })
    expect(view.equipmentPackage).toBe('Smart Home Package')
    expect(view.monthlyItems.map((item) => item.name)).toEqual([protection.catalogueItemsDetail.itemName])
    expect(view.monthlyTotal).toBe(monthlyTotal(view.monitoring, view.monthlyItems))
    expect(view.nextBill).toEqual({ date: '2026-12-05', amount: 52.98 })
    expect(view.paymentMethod).toEqual({ brand: 'Visa', last4: '4242' })
  })

  it('leaves out what the catalogue does not know or another catalogue holds, never guessing', () => {
    expect(sitePlanView({ ...services, monitoringItemId: 'GONE' }, undefined, table).monitoring).toBeUndefined()
    const other = sitePlanView({ ...services, catalogId: 'ecat-solar' }, undefined, table)
    expect(other.monitoring).toBeUndefined()
    expect(other.equipmentPackage).toBeUndefined()
    const shortCard = { ...billing, paymentMethod: { brand: 'Visa', last4: '42' } }
    expect(sitePlanView(services, shortCard, table).paymentMethod).toBeUndefined()
    expect(sitePlanView(services, { nextBillDate: 'soon', nextBillAmount: 1 }, table).nextBill).toBeUndefined()
  })

  it('adds monthly charges in cents', () => {
    expect(monthlyTotal({ name: 'a', monthly: 39.99 }, [{ name: 'b', monthly: 7.99 }])).toBe(47.98)
    expect(monthlyTotal({ name: 'a', monthly: 0.1 }, [{ name: 'b', monthly: 0.2 }])).toBe(0.3)
  })
})

describe('the customer call keeps each site’s services and billing (issue 25) beside spec §3.2’s fields', () => {
  it('maps well-formed values and drops malformed ones', () => {
    const info = customerInfoFromResponse({
      custName: 'Alex Morgan',
      sites: [
        {
          address1: '1 Main St',
          primarySystem: 'HB-1',
          services: { catalogId: 'ecat-standard', monitoringItemId: 'M', monthlyItemIds: ['BHPNEW', 7] },
          billing: {
            nextBillDate: '2026-12-05',
            nextBillAmount: '52.98',
            paymentMethod: { brand: 'Visa', last4: '4242' },
          },
        },
        { address1: '2 Side St', services: 'none', billing: null },
      ],
    })
    expect(info.sites![0]!.services).toEqual({
      catalogId: 'ecat-standard',
      monitoringItemId: 'M',
      monthlyItemIds: ['BHPNEW'],
    })
    expect(info.sites![0]!.billing).toEqual({
      nextBillDate: '2026-12-05',
      paymentMethod: { brand: 'Visa', last4: '4242' },
    })
    expect(info.sites![1]).toEqual({ address1: '2 Side St' })
  })
})
