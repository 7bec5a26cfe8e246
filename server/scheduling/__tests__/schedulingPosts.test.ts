import { afterEach, describe, expect, it } from 'vitest'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import type { LeadRequest } from '../../../services/leads/contract.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createIntakeLimits } from '../../leads/intakeLimits.server.ts'
import { createLeadsFeature } from '../../leads/leadsRouter.server.ts'
import { UNLIMITED, contextFor, formPostServer } from '../../leads/__tests__/support/leadTestKit.ts'
import type { PostedPage } from '../../leads/postedFormRequest.server.ts'
import { schedulingPosts } from '../schedulingPosts.server.ts'
import { BOOKED_SLOT_COOKIE } from '../bookedSlotCookie.server.ts'

/**
 * /scheduling's form posted without scripts. The page handler behind it is a stand-in that answers with the form
 * state it was given (the real page render is in tests/e2e/schedulingWithoutScripts.test.ts). The server's clock is
 * fixed: Monday 11/23/2026, 9:00 in Chicago.
 */
const NOW = Date.parse('2026-11-23T09:00:00-06:00')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function site(newLeadsPerClient = UNLIMITED) {
  const storage = openSqliteStorage(':memory:')
  const ctx = contextFor(storage, 'http://127.0.0.1:9')
  const limits = createIntakeLimits({ newLeadsPerClient, emailsPerClient: UNLIMITED, emailsPerRecipient: UNLIMITED })
  const feature = createLeadsFeature(ctx, { log: () => {}, limits })
  const listening = await formPostServer([
    schedulingPosts(
      ctx,
      () => feature.intake,
      () => NOW,
    ),
  ])
  cleanups.push(async () => {
    await listening.close()
    await storage.close()
  })
  const { post } = listening
  const get = (path: string, cookie: string) => fetch(`${listening.url}${path}`, { headers: { cookie } })
  const stored = async () => Number(await queryValue(storage, 'SELECT count(*) FROM lead_outbox_leads'))
  const storedLead = async () =>
    JSON.parse(String(await queryValue(storage, 'SELECT request_json FROM lead_outbox_leads LIMIT 1'))) as LeadRequest
  return { post, get, stored, storedLead }
}

const SAM = {
  leadForm: 'scheduling-picker',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  phone: '(469) 555-0188',
  zip: '75201',
}

describe('/scheduling posted without scripts', () => {
  it('answers a date and a time of day with that window’s arrival times to choose (200), storing nothing', async () => {
    const s = await site()
    const answer = await s.post('/scheduling', { ...SAM, date: '11/24/2026', timeOfDay: 'morning' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      blockId: 'scheduling-picker',
      outcome: 'step',
      schedule: { date: '11/24/2026', timeOfDay: 'morning', slot: '' },
      fieldErrors: { slot: 'Please choose an arrival time.' },
      values: { firstName: 'Sam', email: 'sam@example.com' },
    })
    expect(await s.stored()).toBe(0)
  })

  it('books a slot still offered: stores the scheduling lead and answers 303 with the booked-slot cookie', async () => {
    const s = await site()
    const answer = await s.post('/scheduling?app=true', {
      ...SAM,
      date: '11/24/2026',
      timeOfDay: 'morning',
      slot: '11/24/2026, 08:00 AM',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/scheduling?app=true#scheduling-picker')
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${BOOKED_SLOT_COOKIE}=`))!
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax$/)
    // The slot and the block, nothing about the visitor.
    expect(cookie).not.toMatch(/Okafor|example|0188/)
    const lead = await s.storedLead()
    expect(lead).toMatchObject({
      formId: 'scheduling-request-form',
      kind: 'scheduling',
      page: { routeName: 'scheduling' },
      contact: {
        firstName: 'Sam',
        lastName: 'Okafor',
        email: 'sam@example.com',
        phone: '(469) 555-0188',
        zip: '75201',
      },
      answers: {
        date: '11/24/2026',
        timeOfDay: 'morning',
        slot: '11/24/2026, 08:00 AM',
        slotStart: '2026-11-24T08:00:00.000-06:00',
      },
    })
    // Sent twice (Back and send again): one booking.
    expect(
      (
        await s.post('/scheduling?app=true', {
          ...SAM,
          date: '11/24/2026',
          timeOfDay: 'morning',
          slot: '11/24/2026, 08:00 AM',
        })
      ).status,
    ).toBe(303)
    expect(await s.stored()).toBe(1)

    // The redirect's GET: the page confirms that slot, booked at the server's time.
    const pair = cookie.split(';')[0]!
    const confirmation = await s.get('/scheduling?app=true', pair)
    expect(confirmation.status).toBe(200)
    expect(confirmation.headers.get('cache-control')).toBe('no-store')
    expect(await confirmation.json()).toMatchObject({
      blockId: 'scheduling-picker',
      outcome: 'sent',
      schedule: { slot: '11/24/2026, 08:00 AM', timeOfDay: 'morning', bookedAt: NOW },
    })
    // The cookie names /scheduling: another page ignores it, and so does /scheduling a cookie not made here.
    expect((await s.get('/secure', pair)).status).toBe(204)
    expect((await s.get('/scheduling', `${BOOKED_SLOT_COOKIE}=not-json`)).status).toBe(204)
    const forged = encodeURIComponent(
      JSON.stringify(['scheduling-picker', '/scheduling', '<b>soon</b>', NOW, 'morning']),
    )
    expect((await s.get('/scheduling', `${BOOKED_SLOT_COOKIE}=${forged}`)).status).toBe(204)
  })

  it('refuses a slot no longer offered (within 4 hours) with 422, keeping the date and time of day', async () => {
    const s = await site()
    const answer = await s.post('/scheduling', {
      ...SAM,
      date: '11/23/2026',
      timeOfDay: 'afternoon',
      slot: '11/23/2026, 12:45 PM',
    })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({
      outcome: 'invalid',
      schedule: { date: '11/23/2026', timeOfDay: 'afternoon', slot: '' },
      fieldErrors: { slot: 'Please choose an arrival time.' },
    })
    expect(await s.stored()).toBe(0)
  })

  it.each([
    ['a Sunday', { date: '11/29/2026', timeOfDay: 'morning', slot: '11/29/2026, 08:00 AM' }],
    ['a closed date (Thanksgiving)', { date: '11/26/2026', timeOfDay: 'morning', slot: '11/26/2026, 08:00 AM' }],
    ['a slot outside its window', { date: '11/24/2026', timeOfDay: 'morning', slot: '11/24/2026, 06:00 PM' }],
    ['no date at all', { timeOfDay: 'morning' }],
  ])('refuses %s (422), storing nothing', async (_, schedule) => {
    const s = await site()
    const answer = await s.post('/scheduling', { ...SAM, ...schedule })
    expect(answer.status).toBe(422)
    expect(((await answer.json()) as PostedPage['form']).schedule?.slot).toBe('')
    expect(await s.stored()).toBe(0)
  })

  it('answers a complete slot with invalid contact fields 422 with the spec’s messages and every value kept', async () => {
    const s = await site()
    const answer = await s.post('/scheduling', {
      ...SAM,
      email: 'sam@example',
      phone: '',
      date: '11/24/2026',
      timeOfDay: 'evening',
      slot: '11/24/2026, 06:00 PM',
    })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({
      outcome: 'invalid',
      fieldErrors: { email: 'Enter a valid email address.', phone: 'Phone is required.' },
      values: { firstName: 'Sam', email: 'sam@example' },
      schedule: { date: '11/24/2026', timeOfDay: 'evening', slot: '11/24/2026, 06:00 PM' },
    })
    expect(await s.stored()).toBe(0)
  })

  it('refuses a post from another site (403) and leaves other forms and pages to the next handler', async () => {
    const s = await site()
    const foreign = await s.post(
      '/scheduling',
      { ...SAM, date: '11/24/2026', timeOfDay: 'morning', slot: '11/24/2026, 08:00 AM' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(foreign.status).toBe(403)
    expect((await s.post('/scheduling', { ...SAM, leadForm: 'hero' })).status).toBe(405)
    expect((await s.post('/secure', { ...SAM, leadForm: 'schedule' })).status).toBe(405)
    expect(await s.stored()).toBe(0)
  })
})
