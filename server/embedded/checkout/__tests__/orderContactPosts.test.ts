import { afterEach, describe, expect, it } from 'vitest'
import { queryRows } from '../../../storage/__tests__/support/inspect.ts'
import type { LeadRequest } from '../../../../services/leads/contract.ts'
import { openSqliteStorage } from '../../../storage/siteStorage.server.ts'
import { createIntakeLimits } from '../../../leads/intakeLimits.server.ts'
import { createLeadsFeature } from '../../../leads/leadsRouter.server.ts'
import { UNLIMITED, contextFor, formPostServer, testSite } from '../../../leads/__tests__/support/leadTestKit.ts'
import { type OrderContactReaders, orderContactPosts } from '../orderContactPosts.server.ts'
import { VISIT_COOKIE, visitContactOf } from '../../../visit/visitContact.server.ts'

/**
 * The order page's contact step posted without scripts (rater D2). The page handler behind it is a stand-in that
 * answers with the form state it was given (the real page is in tests/e2e/orderContactWithoutScripts.test.ts); the
 * order and the ZIP check are stand-ins too: order HB100 (token t0k3n) exists, 99501 is not served.
 */
const ORDER_PAGE = '/checkout/HB100/t0k3n/customer'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** The order page's block as the site config gives it (its form id and the address's words). */
const orderBlock = () => {
  const block = testSite()
    .resolve(ORDER_PAGE)
    .blocks.find((candidate) => candidate.type === 'CheckoutOrderSummary')
  if (block?.type !== 'CheckoutOrderSummary') throw new Error('the order page has no CheckoutOrderSummary')
  return block
}

async function site(orders: Record<string, Record<string, unknown>> = { HB100: { checkoutOrderNumber: 'HB100' } }) {
  const storage = openSqliteStorage(':memory:')
  const ctx = contextFor(storage, 'http://127.0.0.1:9')
  const limits = createIntakeLimits({
    newLeadsPerClient: UNLIMITED,
    emailsPerClient: UNLIMITED,
    emailsPerRecipient: UNLIMITED,
  })
  const feature = createLeadsFeature(ctx, { log: () => {}, limits })
  const readers: OrderContactReaders = {
    order: async (number, token) => (token === 't0k3n' ? (orders[number] ?? null) : null),
    zipServiceable: async (zip) => zip !== '99501',
    zipPlace: async (zip) => (zip.trim() === '75201' ? { city: 'Dallas', state: 'TX' } : {}),
  }
  const listening = await formPostServer([orderContactPosts(ctx, () => feature.intake, readers)])
  cleanups.push(async () => {
    await listening.close()
    await storage.close()
  })
  const { post } = listening
  const stored = async () => {
    const rows = await queryRows<{ purpose: string; request_json: string }>(
      storage,
      'SELECT purpose, request_json FROM lead_outbox_leads ORDER BY received_at',
    )
    return rows.map((row) => ({ purpose: row.purpose, request: JSON.parse(row.request_json) as LeadRequest }))
  }
  return { post, stored, storage }
}

const SAM = {
  leadForm: 'order-summary',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  phone: '(469) 555-0188',
  street: '123 Main St',
  unit: '',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
}

describe('the order page’s contact step posted without scripts', () => {
  it('files the lead with the order number, as the scripted step does, and answers with the next state (200)', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, SAM)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({
      blockId: 'order-summary',
      outcome: 'sent',
      values: { firstName: 'Sam', zip: '75201' },
      address: { street: '123 Main St', city: 'Dallas', state: 'TX', unit: '' },
    })
    const [lead, ...others] = await s.stored()
    expect(others).toEqual([])
    expect(lead).toMatchObject({
      purpose: 'lead',
      request: {
        formId: orderBlock().props.contactFormId,
        kind: 'general',
        contact: {
          firstName: 'Sam',
          lastName: 'Okafor',
          email: 'sam@example.com',
          phone: '(469) 555-0188',
          zip: '75201',
        },
        answers: { orderNumber: 'HB100' },
        page: { routeName: 'checkout-customer' },
      },
    })
    // The spec's lead has no address field: none is invented.
    expect(JSON.stringify(lead!.request)).not.toContain('Main St')

    // Sent again (Back and send, a reload): the same lead, not a second one.
    expect((await s.post(ORDER_PAGE, SAM)).status).toBe(200)
    expect(await s.stored()).toHaveLength(1)
  })

  it('answers a bad phone and a missing street with their messages and the values kept (422), filing nothing', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, { ...SAM, phone: '123', street: ' ', state: 'XX' })
    expect(answer.status).toBe(422)
    const texts = orderBlock().props.installationAddress
    expect(await answer.json()).toMatchObject({
      outcome: 'invalid',
      fieldErrors: {
        phone: 'Enter a valid phone number.',
        street: texts.streetRequired,
        state: texts.notValid.replace('{{field}}', texts.stateLabel),
      },
      values: { phone: '123', firstName: 'Sam' },
      address: { street: ' ', city: 'Dallas', state: 'XX' },
    })
    expect(await s.stored()).toEqual([])
  })

  it('keeps the address with the visit’s details, so a reload without scripts shows it again', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, { ...SAM, unit: 'Apt 4' })
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${VISIT_COOKIE}=`))
    expect(cookie).toBeDefined()
    expect(await visitContactOf(s.storage.visitContacts, cookie!.split(';')[0])).toMatchObject({
      firstName: 'Sam',
      zip: '75201',
      street: '123 Main St',
      unit: 'Apt 4',
      city: 'Dallas',
      state: 'TX',
    })
  })

  it('fills a city and state left empty from the ZIP’s place, as the scripted step does; an unknown ZIP fills none', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, { ...SAM, city: '', state: '' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      outcome: 'sent',
      address: { street: '123 Main St', city: 'Dallas', state: 'TX' },
    })
    // What the buyer typed stays theirs.
    expect(await (await s.post(ORDER_PAGE, { ...SAM, city: 'Highland Park', state: '' })).json()).toMatchObject({
      address: { city: 'Highland Park', state: 'TX' },
    })
    const texts = orderBlock().props.installationAddress
    const unknown = await s.post(ORDER_PAGE, { ...SAM, zip: '00501', city: '', state: '' })
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({
      fieldErrors: { city: texts.cityRequired, state: texts.stateRequired },
    })
  })

  it('refuses control characters in the address with spec §5’s “not valid” wording (422), filing nothing', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, { ...SAM, street: '123 Main\u001b[2J St', city: 'Dal\u0000las' })
    expect(answer.status).toBe(422)
    const texts = orderBlock().props.installationAddress
    expect(await answer.json()).toMatchObject({
      outcome: 'invalid',
      fieldErrors: {
        street: texts.notValid.replace('{{field}}', texts.streetLabel),
        city: texts.notValid.replace('{{field}}', texts.cityLabel),
      },
    })
    expect(await s.stored()).toEqual([])
  })

  it('keeps a ZIP the company does not serve as an invalid-ZIP lead and says so, with no next step (rater D1)', async () => {
    const s = await site()
    const answer = await s.post(ORDER_PAGE, { ...SAM, zip: '99501' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ outcome: 'zipNotFound', values: { zip: '99501' } })
    expect(await s.stored()).toMatchObject([
      { purpose: 'invalid-zip', request: { contact: { zip: '99501' }, answers: { orderNumber: 'HB100' } } },
    ])
  })

  it('files nothing for an order that is not there (the page answers 404) or already placed', async () => {
    const s = await site({ HB100: { checkoutOrderNumber: 'HB100', confirmation: { confirmedAt: 'x' } } })
    expect((await s.post('/checkout/HB100/wrong/customer', SAM)).status).toBe(404)
    expect((await s.post(ORDER_PAGE, SAM)).status).toBe(200)
    expect(await s.stored()).toEqual([])
  })

  it('refuses a cross-site post (403) and leaves other posts to the next handler', async () => {
    const s = await site()
    const cross = await s.post(ORDER_PAGE, SAM, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(cross.status).toBe(403)
    expect((await s.post(ORDER_PAGE, { ...SAM, leadForm: 'another-block' })).status).toBe(405)
    expect((await s.post('/scheduling', SAM)).status).toBe(405)
    expect(await s.stored()).toEqual([])
  })
})
