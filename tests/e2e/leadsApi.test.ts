import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { queryRows } from '../../server/storage/__tests__/support/inspect.ts'
import { type RunningServer, startProductionServer } from '../../scripts/lib/productionServer.ts'

const baseUrl = inject('baseUrl')

function lead(idempotencyKey: string) {
  return {
    idempotencyKey,
    formId: 'home_callback_masterform_1',
    kind: 'callback',
    page: { pageName: 'home', pageUrl: `${baseUrl}/?utm_source=e2e`, routeName: 'home', partnerKey: null },
    contact: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '(214) 555-0199',
      zip: '75201',
    },
    answers: { property_type: 'property_type_rental', do_you_have_a_security_system: 'Yes' },
    attribution: { utm_source: 'e2e', gclid: 'gclid-e2e' },
  }
}

const post = (origin: string, body: unknown) =>
  fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }))

describe('lead and ZIP endpoints on the production server (embedded lead API and marketing automation)', () => {
  it('accepts a lead once per idempotency key', async () => {
    const key = `e2e-${Date.now()}`
    const first = await post(baseUrl, lead(key))
    expect(first).toMatchObject({ status: 202, body: { status: 'accepted', duplicate: false } })
    const again = await post(baseUrl, lead(key))
    expect(again).toEqual({ status: 202, body: { status: 'accepted', leadId: first.body.leadId, duplicate: true } })
  })

  it('answers ZIP questions without exposing the lead API key', async () => {
    expect(await fetch(`${baseUrl}/api/zip/75201/location`).then((r) => r.json())).toMatchObject({
      text: 'Dallas, TX, 75201',
    })
    expect(await fetch(`${baseUrl}/api/zip/99501/serviceability`).then((r) => r.json())).toMatchObject({
      serviceable: false,
      message: 'We are not able to service your area yet.',
    })
    // The embedded lead API wants the ApiKey, which only the server holds.
    const direct = await fetch(`${baseUrl}/embedded/lead-api/Lead/GetAllServiceableZipCodes`)
    expect(direct.status).toBe(401)
  })

  describe('delivery through the embedded services, over HTTP', () => {
    let server: RunningServer
    const dataDir = mkdtempSync(join(tmpdir(), 'harbor-leads-e2e-'))
    beforeAll(async () => {
      server = await startProductionServer(repoRoot, { DATA_DIR: dataDir, LEAD_API_KEY: 'e2e-key' })
    })
    afterAll(async () => {
      await server?.stop()
    })

    it('reaches the local lead API with the spec payload and the local marketing-automation capture', async () => {
      const key = `e2e-delivery-${Date.now()}`
      expect((await post(server.baseUrl, lead(key))).status).toBe(202)
      // The server's own file, opened by this test process beside the running server (WAL: readers never block it).
      const storage = openSqliteStorage(join(dataDir, 'site.db'))
      try {
        // The relay delivers in the background: wait (generously, for a loaded machine) until both rows exist.
        // One Idempotency-Key per destination (server/leads/relay deliveryIdempotencyKey).
        const { storedLead, capture } = await vi.waitFor(
          async () => {
            const [storedLead] = await queryRows<{ body_json: string }>(
              storage,
              'SELECT body_json FROM embedded_lead_api_leads WHERE idempotency_key = ?',
              [`${key}.lead-api`],
            )
            const [capture] = await queryRows<{ fields_json: string }>(
              storage,
              'SELECT fields_json FROM embedded_marketing_automation_submissions WHERE idempotency_key = ?',
              [`${key}.marketing-automation`],
            )
            if (!storedLead || !capture) throw new Error('the relay has not delivered the lead to both upstreams yet')
            return { storedLead, capture }
          },
          { timeout: 25_000, interval: 100 },
        )
        expect(JSON.parse(storedLead.body_json)).toMatchObject({
          lead_source: 'DTC Outbound',
          originating_form_id: 'home_callback_masterform_1',
          leadfeeder_version: 'home_callback_masterform_1',
          staging: 'No',
          firstname: 'Grace',
          phone: '2145550199',
          property_type: 'property_type_rental',
          own_or_rent: 'property_type_rental',
          do_you_have_a_security_system: 'Yes',
          utm_source: 'e2e',
          gclid: 'gclid-e2e',
        })
        expect(JSON.parse(capture.fields_json)).toMatchObject({
          email: 'grace@example.com',
          property_type: 'property_type_rental',
          do_you_have_a_security_system: 'Yes',
        })
      } finally {
        await storage.close()
      }
    })
  })
})
