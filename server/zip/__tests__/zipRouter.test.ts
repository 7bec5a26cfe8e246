import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { contextFor, listen, startUpstream, type Listening } from '../../leads/__tests__/support/leadTestKit.ts'
import { zipRouter, zipServiceableFor } from '../zipRouter.server.ts'
import { createLeadApiZipClient } from '../leadApiZipClient.server.ts'

let upstream: Awaited<ReturnType<typeof startUpstream>>
let site: Listening
let upstreamCalls: string[] = []
let failUpstream = false

beforeAll(async () => {
  upstream = await startUpstream((req, res, next) => {
    upstreamCalls.push(req.url)
    if (failUpstream) return void res.status(502).end()
    next()
  })
  site = await listen(express().use('/api', zipRouter(contextFor(openSqliteStorage(':memory:'), upstream.url))))
})
afterAll(async () => {
  await site.close()
  await upstream.close()
})

const get = async (path: string) => {
  const response = await fetch(site.url + path)
  return { status: response.status, body: await response.json() }
}

describe('ZIP endpoints for the browser (services/zip/contract.ts)', () => {
  it('GET /api/zip/serviceable-list gives the lead API list (embedded: the configured states, minus exclusions)', async () => {
    const { status, body } = await get('/api/zip/serviceable-list')
    expect(status).toBe(200)
    expect(body.zips).toContain('75201')
    expect(body.zips).not.toContain('99501')
    expect(body.zips).not.toContain('75001')
  })

  it('GET /api/zip/:zip/serviceability answers from the list, with the spec message when not serviceable', async () => {
    expect((await get('/api/zip/75201/serviceability')).body).toEqual({
      zip: '75201',
      serviceable: true,
      source: 'list',
      message: null,
    })
    expect((await get('/api/zip/99501/serviceability')).body).toEqual({
      zip: '99501',
      serviceable: false,
      source: 'list',
      message: 'We are not able to service your area yet.',
    })
    expect(await get('/api/zip/abc/serviceability')).toEqual({
      status: 400,
      body: { status: 'invalid', message: 'Enter a five digit ZIP code.' },
    })
  })

  it('GET /api/zip/:zip/location gives the lookup and the §9.6 text; "US" when nothing is found', async () => {
    const { body } = await get('/api/zip/75201/location')
    expect(body).toMatchObject({
      zip: '75201',
      text: 'Dallas, TX, 75201',
      details: [{ PostalCode: '75201', City: 'Dallas', State: 'TX', StateName: 'Texas' }],
    })
    expect((await get('/api/zip/00000/location')).body).toEqual({ zip: '00000', details: [], text: 'US' })
  })

  it('sends the ApiKey to the lead API, which refuses calls without it', async () => {
    const client = createLeadApiZipClient({ baseUrl: `${upstream.url}/lead-api`, apiKey: () => 'wrong' })
    expect(await client.serviceableZips()).toBeNull()
    expect(await client.isServiceable('75201')).toBeNull()
  })

  it('asks the API per ZIP when the list cannot be loaded, and counts a failed API as serviceable', async () => {
    const fresh = await listen(
      express().use('/api', zipRouter(contextFor(openSqliteStorage(':memory:'), upstream.url))),
    )
    try {
      failUpstream = true
      upstreamCalls = []
      const down = await fetch(`${fresh.url}/api/zip/99501/serviceability`).then((r) => r.json())
      expect(down).toEqual({ zip: '99501', serviceable: true, source: 'unknown', message: null })
      expect(upstreamCalls.map((url) => url.split('?')[0])).toEqual([
        '/lead-api/Lead/GetAllServiceableZipCodes',
        '/lead-api/Lead/IsZipcodeServiceableLeadAPI',
      ])
      expect(await fetch(`${fresh.url}/api/zip/serviceable-list`).then((r) => r.json())).toEqual({ zips: null })
      expect(await fetch(`${fresh.url}/api/zip/75201/location`).then((r) => r.json())).toEqual({
        zip: '75201',
        details: [],
        text: 'US',
      })
    } finally {
      failUpstream = false
      await fresh.close()
    }
  })

  it('uses the per-ZIP API answer when only the list fails', async () => {
    const fresh = await listen(
      express().use(
        '/api',
        zipRouter(contextFor(openSqliteStorage(':memory:'), upstream.url), {
          ...createLeadApiZipClient({ baseUrl: `${upstream.url}/lead-api`, apiKey: () => 'test-lead-api-key' }),
          serviceableZips: async () => null,
        }),
      ),
    )
    try {
      expect(await fetch(`${fresh.url}/api/zip/99501/serviceability`).then((r) => r.json())).toMatchObject({
        serviceable: false,
        source: 'api',
      })
      expect(await fetch(`${fresh.url}/api/zip/75201/serviceability`).then((r) => r.json())).toMatchObject({
        serviceable: true,
        source: 'api',
      })
    } finally {
      await fresh.close()
    }
  })

  it('checks a form posted without scripts against the same serviceable list, loaded once per server', async () => {
    const ctx = contextFor(openSqliteStorage(':memory:'), upstream.url)
    const fresh = await listen(express().use('/api', zipRouter(ctx)))
    try {
      upstreamCalls = []
      const serviceable = zipServiceableFor(ctx)
      expect(await serviceable('99501')).toBe(false)
      expect(await serviceable('75201')).toBe(true)
      expect((await fetch(`${fresh.url}/api/zip/serviceable-list`).then((r) => r.json())).zips).toContain('75201')
      expect(await fetch(`${fresh.url}/api/zip/99501/serviceability`).then((r) => r.json())).toMatchObject({
        serviceable: false,
        source: 'list',
      })
      expect(upstreamCalls.map((url) => url.split('?')[0])).toEqual(['/lead-api/Lead/GetAllServiceableZipCodes'])
    } finally {
      await fresh.close()
    }
  })
})
