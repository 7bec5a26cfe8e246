import { Router } from 'express'
import { requireApiKey } from '../requestHelpers.server.ts'
import { zipDatabase } from '../zipDatabase.server.ts'
import { DEMO_CUSTOMER_TYPES } from './demoCustomerTypes.server.ts'

/**
 * The customer calls of the lead/customer API (spec §7.1, 5 and 6) as the embedded default answers them:
 * the customer type of a demo customer, and whether a ZIP code is a known US ZIP. Mounted beside the
 * embedded lead API, on the same upstream. Like the real API, it wants the lead API's ApiKey (`expectedKey`):
 * without it anyone could probe customer numbers here, past the offer form's rate limits.
 */
export function embeddedCustomerCallsRouter(expectedKey: () => string): Router {
  const router = Router()
  router.use('/CJMA', requireApiKey(expectedKey))
  // The answer's shape is the one services/offers/customerTypeAnswer.ts reads (documented in docs/features/offers-and-lead-emails.md).
  // A known number with another e-mail says so, without the account's status.
  router.get('/CJMA/FetchCustomerType', (req, res) => {
    const customerNumber = (typeof req.query.customerNumber === 'string' ? req.query.customerNumber : '').trim()
    const email = (typeof req.query.email === 'string' ? req.query.email : '').trim().toLowerCase()
    const customer = DEMO_CUSTOMER_TYPES.find((c) => c.customerNumber === customerNumber)
    if (!customer)
      return void res.json({
        customerNumber,
        email,
        customerType: 'new',
        status: null,
        active: false,
        emailMatches: false,
      })
    const emailMatches = customer.email === email
    res.json({
      customerNumber,
      email,
      customerType: 'existing',
      status: emailMatches ? customer.status : null,
      active: emailMatches && customer.status === 'Active',
      emailMatches,
    })
  })
  router.get('/CJMA/IsZipcodeServiceable', (req, res) => {
    const zipCode = typeof req.query.zipCode === 'string' ? req.query.zipCode : ''
    const validate = req.query.validate === 'true'
    if (validate && !/^\d{5}$/.test(zipCode)) {
      res.status(400).json({ error: 'invalid_zip', message: 'A ZIP code has five digits.' })
      return
    }
    const place = /^\d{5}$/.test(zipCode) ? zipDatabase().lookup(zipCode) : undefined
    res.json({ zipCode, isServiceable: place !== undefined, city: place?.city ?? null, state: place?.state ?? null })
  })
  return router
}
