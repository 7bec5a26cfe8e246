import { randomUUID } from 'node:crypto'
import { Router, json, type Request } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { leadApiKey } from '../../leads/upstream/credentials.server.ts'
import { idempotencyKey, requireApiKey } from '../requestHelpers.server.ts'
import { loadServiceableArea, serviceableZips } from './serviceableArea.server.ts'
import { zipDatabase } from '../zipDatabase.server.ts'

/**
 * The embedded default of the company's lead and customer API (spec §7.1 items 1, 2, 7–10), answering in
 * the real API's shapes. It checks the ApiKey header, stores leads in the site's database and
 * stores each Idempotency-Key once (a repeated key gets the first answer again).
 */
export function embeddedLeadApiRouter(ctx: ServerContext): Router {
  // The file is checked at start (a broken one stops the server); its ZIPs are listed from the ZIP database on
  // the first question about them, so the server starts without loading that database (zipDatabase.server.ts).
  const area = loadServiceableArea(ctx.root)
  let listed: { zips: string[]; serviceable: Set<string> } | undefined
  const serviceableArea = () => {
    if (!listed) {
      const zips = serviceableZips(area)
      listed = { zips, serviceable: new Set(zips) }
    }
    return listed
  }

  /** Stores one lead; with a repeated Idempotency-Key, the first lead's id. */
  const store = (endpoint: string, req: Request): Promise<string> =>
    ctx.storage.embeddedServices.storeLead({
      leadId: randomUUID(),
      endpoint,
      idempotencyKey: idempotencyKey(req),
      body: req.body,
    })

  const router = Router()
  router.use(json({ limit: '64kb' }))
  router.use(requireApiKey(() => leadApiKey(ctx)))

  router.post('/Lead/SubmitLead', async (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ Status: 'Error', Message: 'A lead object is required.' })
    res.json({
      Status: 'Success',
      Data: { leadId: await store('SubmitLead', req), sentToNS: req.query.sendToNS === 'true' },
    })
  })
  // The e-commerce lead: the product reads status and leadId (spec §4.7, §7.1 item 2).
  router.post('/LeadAPI', async (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ status: 'error', message: 'A lead object is required.' })
    res.json({ status: 'success', leadId: await store('LeadAPI', req) })
  })
  router.post('/Lead/SaveLeadWithInvalidZipCode', async (req, res) => {
    if (!isObject(req.body))
      return void res.status(400).json({ Status: 'Error', Message: 'A lead object is required.' })
    res.json({ Status: 'Success', Data: { leadId: await store('SaveLeadWithInvalidZipCode', req) } })
  })
  router.get('/Lead/GetAllServiceableZipCodes', (_req, res) => {
    res.json({ Status: 'Success', Data: serviceableArea().zips })
  })
  router.get('/Lead/IsZipcodeServiceableLeadAPI', (req, res) => {
    const zip = (typeof req.query.zipCode === 'string' ? req.query.zipCode : '').trim()
    if (!/^[0-9]{5}$/.test(zip)) return void res.json({ Status: 'Success', Data: null })
    res.json({
      Status: 'Success',
      Data: { zipCode: zip, isZipCodeServiceable: serviceableArea().serviceable.has(zip) },
    })
  })
  // ZIP lookup (spec §7.1 item 10): body {data: {PostalCode}}; data is the list of places for the ZIP.
  router.post('/api/execute/ZipCode', (req, res) => {
    const written = (req.body as { data?: { PostalCode?: unknown } } | undefined)?.data?.PostalCode
    const postalCode = (typeof written === 'string' || typeof written === 'number' ? String(written) : '').trim()
    const zipcodes = zipDatabase()
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
