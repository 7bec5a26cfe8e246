import { describe, expect, it } from 'vitest'
import { randomSecret } from '../../storage/siteStorage.server.ts'
import { VISIT_COOKIE } from '../../visit/visitContact.server.ts'
import { siteServicesOf } from '../../siteServices.server.ts'
import { orderLeadEmail } from '../packageOrderLead.server.ts'
import { ecommerceLeadRequest } from '../../../services/ecommerce/ecommerceLead.ts'
import { packageOrderAppPerFile } from './support/packageOrderApp.ts'

/**
 * Issue 25: a package ordered without scripts sent no e-commerce lead, where the scripted cart's Checkout sends one
 * (blocks/ShopCart/checkoutCart.ts, spec §4.7, §7.1 item 2). The server now sends it through the lead intake: stored
 * in the outbox before any upstream is tried (the relay is not started here, so the rows wait), once per order.
 */
const app = packageOrderAppPerFile()

const STARTER = 'STD-STARTER-PACKAGE'

/** The e-commerce lead stored for an order key (its key follows from the order's lead e-mail), or null. */
async function leadOfOrder(orderKey: string) {
  const email = orderLeadEmail(orderKey, app().ctx.site().config.brand.companyDomain)
  const { idempotencyKey } = ecommerceLeadRequest({
    email,
    zip: '',
    selectedPackage: null,
    leadSource: '',
    formId: '',
    page: { pageName: '', pageUrl: '', routeName: '' },
  })
  const outbox = app().ctx.storage.leadOutbox()
  const lead = await outbox.find(idempotencyKey)
  const rows = (await outbox.list(null, 1000)).filter((row) => row.idempotencyKey === idempotencyKey)
  return { email, lead, rows }
}

/** A visit that gave a ZIP (the shop's ZIP check, a lead form): its cookie header. */
async function visitWithZip(zip: string): Promise<string> {
  const id = randomSecret()
  await app().ctx.storage.visitContacts.remember(id, { zip }, Date.now() + 60_000)
  return `${VISIT_COOKIE}=${id}`
}

describe('the e-commerce lead of a package ordered without scripts', () => {
  it('is the scripted Checkout’s lead: the generated e-mail, the visit’s ZIP, the package and the shop’s lead source', async () => {
    const key = 'shop-lead-key-0001'
    const answer = await app().choose(
      '/shop',
      { packageId: STARTER, catalogId: 'ecat-standard', key },
      { cookie: await visitWithZip('75201'), referer: `${app().base}/shop?utm_source=news&gclid=G-1` },
    )
    expect(answer.status).toBe(303)
    const { email, lead, rows } = await leadOfOrder(key)
    expect(email).toMatch(
      /^ecomm\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@harborhomesecurity\.com$/,
    )
    const catalogue = (await siteServicesOf(app().ctx).catalogue.catalogue('ecat-standard'))!
    const cart = app()
      .ctx.site()
      .resolve('/shop')
      .blocks.find((block) => block.type === 'ShopCart')!
    expect(lead).toMatchObject({
      purpose: 'lead',
      kind: 'ecommerce',
      request: {
        kind: 'ecommerce',
        formId: (cart.props as { leadFormId: string }).leadFormId,
        contact: { firstName: '', lastName: '', email, phone: '', zip: '75201' },
        answers: { selectedPackage: 'Starter Package', leadSource: catalogue.leadSource },
        page: { pageUrl: `${app().base}/shop?utm_source=news&gclid=G-1`, routeName: 'shop' },
        attribution: { utm_source: 'news', gclid: 'G-1' },
      },
    })
    // To the lead API's e-commerce route and to marketing automation (spec §7.1 item 2, §7.3), waiting in the outbox.
    const ecommerce = rows.find((row) => row.destination === 'lead-api-ecommerce')!
    expect(ecommerce.status).toBe('pending')
    expect(ecommerce.payload).toMatchObject({
      email,
      zip: '75201',
      originating_form_id: 'ecomm-shop-checkout',
      utm_source: 'news',
      gclid: 'G-1',
    })
    expect(rows.map((row) => row.destination)).toContain('marketing-automation')
  })

  it('is sent once per order: a retry of the key, and a second Choose that finds the open order, add none', async () => {
    const key = 'shop-lead-key-0002'
    const client = { 'x-forwarded-for': '198.51.100.81' }
    const fields = { packageId: STARTER, catalogId: 'ecat-standard', key }
    const first = await app().choose('/shop', fields, client)
    const cookie = first.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ')
    await app().choose('/shop', fields, client)
    // Back and Choose again: a new key on the page, the open order's in the cookie.
    const again = await app().choose('/shop', { ...fields, key: 'shop-lead-key-0003' }, { ...client, cookie })
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    const { rows } = await leadOfOrder(key)
    expect(rows.filter((row) => row.destination === 'lead-api-ecommerce')).toHaveLength(1)
    expect((await leadOfOrder('shop-lead-key-0003')).lead).toBeNull()
  })

  it('carries the partner’s lead source on a partner’s shop, and no ZIP where the visit gave none', async () => {
    const key = 'shop-lead-key-0004'
    const answer = await app().choose(
      '/shop/dallas-dealer',
      { packageId: 'DLR-STARTER-PACKAGE', catalogId: 'ecat-dealer', key },
      { 'x-forwarded-for': '198.51.100.82' },
    )
    expect(answer.status).toBe(303)
    const partner = app().ctx.site().resolve('/shop/dallas-dealer').context.partner!
    expect((await leadOfOrder(key)).lead).toMatchObject({
      request: { contact: { zip: '' }, answers: { leadSource: partner.leadSource } },
    })
  })

  it('is sent for an order the checkout API failed (its retry keeps the key), never for a refused choice or at the limit', async () => {
    const client = { 'x-forwarded-for': '198.51.100.83' }
    app().checkoutDown = true
    try {
      const failed = await app().choose(
        '/shop',
        { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-lead-key-0005' },
        client,
      )
      expect(failed.status).toBe(502)
    } finally {
      app().checkoutDown = false
    }
    expect((await leadOfOrder('shop-lead-key-0005')).lead).not.toBeNull()
    const refused = await app().choose(
      '/shop',
      { packageId: 'DLR-STARTER-PACKAGE', catalogId: 'ecat-dealer', key: 'shop-lead-key-0006' },
      client,
    )
    expect(refused.status).toBe(422)
    expect((await leadOfOrder('shop-lead-key-0006')).lead).toBeNull()
    for (const key of ['shop-lead-key-0007', 'shop-lead-key-0008', 'shop-lead-key-0009'])
      await app().choose('/shop', { packageId: STARTER, catalogId: 'ecat-standard', key }, client)
    const limited = await app().choose(
      '/shop',
      { packageId: STARTER, catalogId: 'ecat-standard', key: 'shop-lead-key-0010' },
      client,
    )
    expect(limited.status).toBe(429)
    expect((await leadOfOrder('shop-lead-key-0010')).lead).toBeNull()
  })
})
