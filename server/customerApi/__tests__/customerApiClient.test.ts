import { createServer, type Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCustomerApi } from '../customerApiClient.server.ts'
import { fetchCustomerInfo, moveRequestUrl } from '../accountApiClient.server.ts'
import { embeddedCustomerCallsRouter } from '../../embedded/account-api/embeddedCustomerCallsRouter.server.ts'

// Whole sign-ins over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: Server
let baseUrl: string
const seenHeaders: Array<Record<string, unknown>> = []

beforeAll(async () => {
  const app = express()
  app.use((req, _res, next) => {
    seenHeaders.push(req.headers)
    next()
  })
  app.use(
    '/lead-api',
    embeddedCustomerCallsRouter(() => 'k-123'),
  )
  app.get('/empty/CJMA/FetchCustomerType', (_req, res) => res.status(200).send(''))
  app.get('/odd/CJMA/FetchCustomerType', (_req, res) => res.json({ customerType: 'gold', active: true }))
  app.get('/empty-object/CJMA/IsZipcodeServiceable', (_req, res) => res.json({}))
  app.get('/failing/CJMA/FetchCustomerType', (_req, res) => res.status(502).json({ message: 'upstream down' }))
  app.get('/account/api/sso/customer', (req, res) => {
    if (req.get('authorization') !== 'Bearer good') return void res.status(401).json({ error: 'invalid_token' })
    res.json({
      emailAddress: 'a@example.com',
      custName: 'A B',
      sites: [{ address1: '1 Main', city: 'Waco', state: 'TX', zip: '76701', primarySystem: 'S1' }],
    })
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('customer API calls (spec §7.1, 5 and 6)', () => {
  it('asks the customer type with the ApiKey header and returns the data', async () => {
    const api = createCustomerApi({ baseUrl: `${baseUrl}/lead-api`, apiKey: 'k-123' }, () => {})
    expect(await api.fetchCustomerType('100234', 'alex.morgan@example.com')).toEqual({
      customerNumber: '100234',
      email: 'alex.morgan@example.com',
      customerType: 'existing',
      status: 'Active',
      active: true,
      emailMatches: true,
    })
    expect(seenHeaders.at(-1)!.apikey).toBe('k-123')
    expect(await api.fetchCustomerType('999', 'someone@example.com')).toMatchObject({
      customerType: 'new',
      active: false,
    })
  })

  it('reads the customer type as a record: active, inactive, wrong e-mail, unknown (the demo customers)', async () => {
    const api = createCustomerApi({ baseUrl: `${baseUrl}/lead-api`, apiKey: 'k-123' }, () => {})
    expect(await api.fetchCustomerTypeRecord('100234', 'Alex.Morgan@example.com')).toEqual({
      customerNumber: '100234',
      status: 'Active',
      emailMatches: true,
    })
    expect(await api.fetchCustomerTypeRecord('100452', 'sam.rivera@example.com')).toEqual({
      customerNumber: '100452',
      status: 'Inactive',
      emailMatches: true,
    })
    expect(await api.fetchCustomerTypeRecord('100519', 'casey.brooks@example.com')).toEqual({
      customerNumber: '100519',
      status: 'Cancelled',
      emailMatches: true,
    })
    expect(await api.fetchCustomerTypeRecord('100234', 'someone@example.com')).toMatchObject({
      customerNumber: '100234',
      emailMatches: false,
    })
    expect(await api.fetchCustomerTypeRecord('100999', 'someone@example.com')).toBeNull()
  })

  it('turns an unreadable customer type into "Customer API Error: …", never into a customer', async () => {
    const logged: string[] = []
    const odd = createCustomerApi({ baseUrl: `${baseUrl}/odd`, apiKey: undefined }, (line) => logged.push(line))
    await expect(odd.fetchCustomerTypeRecord('100234', 'a@example.com')).rejects.toThrow(
      'Customer API Error: unreadable customer type',
    )
    expect(logged).toEqual(['Customer API Error: unreadable customer type: unknown customerType "gold"'])
  })

  it('asks whether a ZIP is serviceable', async () => {
    const api = createCustomerApi({ baseUrl: `${baseUrl}/lead-api`, apiKey: 'k-123' }, () => {})
    expect(await api.isZipcodeServiceable('75201', true)).toMatchObject({
      zipCode: '75201',
      isServiceable: true,
      state: 'TX',
    })
    expect(await api.isZipcodeServiceable('00000', false)).toMatchObject({ isServiceable: false })
  })

  it('raises "Error in CustomerApi: …" when the answer has no data, and logs it', async () => {
    const logged: string[] = []
    const empty = createCustomerApi({ baseUrl: `${baseUrl}/empty`, apiKey: undefined }, (line) => logged.push(line))
    await expect(empty.fetchCustomerType('1', 'a@example.com')).rejects.toThrow(/^Error in CustomerApi: /)
    const emptyObject = createCustomerApi({ baseUrl: `${baseUrl}/empty-object`, apiKey: undefined }, (line) =>
      logged.push(line),
    )
    await expect(emptyObject.isZipcodeServiceable('75201', true)).rejects.toThrow('Error in CustomerApi: {}')
    expect(logged.every((line) => line.startsWith('Customer API Error: '))).toBe(true)
    expect(logged).toHaveLength(2)
  })

  it('logs "Customer API Error: …" with the response data, or the message when there is no response', async () => {
    const logged: string[] = []
    const failing = createCustomerApi({ baseUrl: `${baseUrl}/failing`, apiKey: undefined }, (line) => logged.push(line))
    await expect(failing.fetchCustomerType('1', 'a@example.com')).rejects.toThrow('Customer API Error: 502')
    expect(logged.at(-1)).toBe('Customer API Error: {"message":"upstream down"}')
    const unreachable = createCustomerApi({ baseUrl: 'http://127.0.0.1:1', apiKey: undefined }, (line) =>
      logged.push(line),
    )
    await expect(unreachable.isZipcodeServiceable('75201', false)).rejects.toThrow(/^Customer API Error: /)
    expect(logged.at(-1)).toMatch(/^Customer API Error: fetch failed/)
  })
})

describe('customer info call (spec §7.2, 11)', () => {
  it('maps the answer for the bearer of the session', async () => {
    expect(await fetchCustomerInfo(`${baseUrl}/account`, 'good', '203.0.113.7')).toMatchObject({
      email: 'a@example.com',
      name: 'A B',
      sites: [{ city: 'Waco' }],
    })
    expect(seenHeaders.at(-1)!['x-forwarded-for']).toBe('203.0.113.7')
  })

  it('uses an empty object on any error', async () => {
    const quiet = console.error
    console.error = () => {}
    try {
      expect(await fetchCustomerInfo(`${baseUrl}/account`, 'bad', null)).toEqual({})
      expect(await fetchCustomerInfo('http://127.0.0.1:1', 'good', null)).toEqual({})
    } finally {
      console.error = quiet
    }
  })

  it('sends the move request to {account-api}/moverequest (same host when embedded)', () => {
    expect(moveRequestUrl({ mode: 'remote', baseUrl: 'https://account.example', embeddedPath: 'account-api' })).toBe(
      'https://account.example/moverequest',
    )
    expect(
      moveRequestUrl({
        mode: 'embedded',
        baseUrl: 'http://127.0.0.1:3000/embedded/account-api',
        embeddedPath: 'account-api',
      }),
    ).toBe('/embedded/account-api/moverequest')
  })
})
