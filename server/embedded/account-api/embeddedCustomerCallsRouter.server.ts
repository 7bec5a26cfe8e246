import { Router } from 'express'
import zipcodes from 'zipcodes'
import { DEMO_CUSTOMERS } from '../demoCustomers.server.ts'

/**
 * The customer calls of the lead/customer API (spec §7.1, 5 and 6) as the embedded default answers them:
 * the customer type of a demo customer, and whether a ZIP code is a known US ZIP. Mounted beside the
 * embedded lead API, on the same upstream.
 */
export function embeddedCustomerCallsRouter(): Router {
  const router = Router()
  router.get('/CJMA/FetchCustomerType', (req, res) => {
    const customerNumber = String(req.query.customerNumber ?? '')
    const email = String(req.query.email ?? '').toLowerCase()
    const customer = DEMO_CUSTOMERS.find((c) => c.account.customerNumber === customerNumber && c.account.emailAddress === email)
    res.json({
      customerNumber,
      email,
      customerType: customer ? customer.account.customerType : 'new',
      active: customer ? customer.account.active : false,
    })
  })
  router.get('/CJMA/IsZipcodeServiceable', (req, res) => {
    const zipCode = String(req.query.zipCode ?? '')
    const validate = req.query.validate === 'true'
    if (validate && !/^\d{5}$/.test(zipCode)) {
      res.status(400).json({ error: 'invalid_zip', message: 'A ZIP code has five digits.' })
      return
    }
    const place = /^\d{5}$/.test(zipCode) ? zipcodes.lookup(zipCode) : undefined
    res.json({ zipCode, isServiceable: place !== undefined, city: place?.city ?? null, state: place?.state ?? null })
  })
  return router
}
