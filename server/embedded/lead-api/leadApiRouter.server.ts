import { randomUUID } from 'node:crypto'
import { Router, json, type Request } from 'express'
import zipcodes from 'zipcodes'
import type { ServerContext } from '../../ServerContext.server.ts'
import { applyMigrations } from '../../storage/database.server.ts'
import { leadApiKey } from '../../leads/upstream/credentials.server.ts'
import { idempotencyKey, requireApiKey } from '../requestHelpers.server.ts'
import { EMBEDDED_LEAD_API_MIGRATIONS } from './migrations.server.ts'
import { loadServiceableArea, serviceableZips } from './serviceableArea.server.ts'

/**
 * The embedded default of the company's lead and customer API (spec §7.1 items 1, 2, 7–10), answering in
 * the real API's shapes. It checks the ApiKey header, stores leads in the site's SQLite database and
 * stores each Idempotency-Key once (a repeated key gets the first answer again).
 */
export function embeddedLeadApiRouter(ctx: ServerContext): Router {
  applyMigrations(ctx.db, EMBEDDED_LEAD_API_MIGRATIONS)
  const zips = serviceableZips(loadServiceableArea(ctx.root))
  const serviceable = new Set(zips)
  const insert = ctx.db.prepare(
    `INSERT INTO embedded_lead_api_leads (lead_id, endpoint, idempotency_key, body_json, received_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  )
  const byKey = ctx.db.prepare('SELECT lead_id FROM embedded_lead_api_leads WHERE idempotency_key = ?').pluck()

  /** Stores one lead; with a repeated Idempotency-Key, the first lead's id. */
  const store = (endpoint: string, req: Request): string => {
    const key = idempotencyKey(req)
    const leadId = randomUUID()
    const result = insert.run(leadId, endpoint, key, JSON.stringify(req.body ?? null), new Date().toISOString())
    return result.changes === 1 ? leadId : (byKey.get(key) as string)
  }

  const router = Router()
  router.use(json({ limit: '64kb' }))
  router.use(requireApiKey(() => leadApiKey(ctx)))

  router.post('/Lead/SubmitLead', (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ Status: 'Error', Message: 'A lead object is required.' })
    res.json({ Status: 'Success', Data: { leadId: store('SubmitLead', req), sentToNS: req.query.sendToNS === 'true' } })
  })
  // The e-commerce lead: the product reads status and leadId (spec §4.7, §7.1 item 2).
  router.post('/LeadAPI', (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ status: 'error', message: 'A lead object is required.' })
    res.json({ status: 'success', leadId: store('LeadAPI', req) })
  })
  router.post('/Lead/SaveLeadWithInvalidZipCode', (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ Status: 'Error', Message: 'A lead object is required.' })
    res.json({ Status: 'Success', Data: { leadId: store('SaveLeadWithInvalidZipCode', req) } })
  })
  router.get('/Lead/GetAllServiceableZipCodes', (_req, res) => {
    res.json({ Status: 'Success', Data: zips })
  })
  router.get('/Lead/IsZipcodeServiceableLeadAPI', (req, res) => {
    const zip = (typeof req.query.zipCode === 'string' ? req.query.zipCode : '').trim()
    if (!/^[0-9]{5}$/.test(zip)) return void res.json({ Status: 'Success', Data: null })
    res.json({ Status: 'Success', Data: { zipCode: zip, isZipCodeServiceable: serviceable.has(zip) } })
  })
  // ZIP lookup (spec §7.1 item 10): body {data: {PostalCode}}; data is the list of places for the ZIP.
  router.post('/api/execute/ZipCode', (req, res) => {
    const written = (req.body as { data?: { PostalCode?: unknown } } | undefined)?.data?.PostalCode
    const postalCode = (typeof written === 'string' || typeof written === 'number' ? String(written) : '').trim()
    const place = /^[0-9]{5}$/.test(postalCode) ? zipcodes.lookup(postalCode) : undefined
    const state = place ? titleCase(zipcodes.states.abbr[place.state] ?? place.state) : undefined
    res.json({
      data: place
        ? [
            {
              PostalCode: place.zip,
              City: place.city,
              State: place.state,
              StateName: state ?? place.state,
              Latitude: place.latitude,
              Longitude: place.longitude,
            },
          ]
        : [],
    })
  })
  return router
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function titleCase(words: string): string {
  return words.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
}
