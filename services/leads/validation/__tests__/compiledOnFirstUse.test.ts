import Ajv from 'ajv'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Every module that validates a request body with Ajv (issue 27: each compiled its schema when imported, about
// 0.15 s of every server start together).
const REQUEST_VALIDATORS = {
  lead: () => import('../../requestValidation.ts'),
  offerClaim: () => import('../../../../server/offers/claimRequestValidation.ts'),
  buyer: () => import('../../../../server/checkout/buyerSchema.server.ts'),
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

describe('request schemas compiled on first use, not at import', () => {
  it('importing the request validators compiles nothing', async () => {
    vi.resetModules()
    const compile = vi.spyOn(Ajv.prototype, 'compile')
    await Promise.all(Object.values(REQUEST_VALIDATORS).map((load) => load()))
    expect(compile).not.toHaveBeenCalled()
  })

  it('each compiles its schema on its first request, once', async () => {
    vi.resetModules()
    const compile = vi.spyOn(Ajv.prototype, 'compile')
    const { validateLeadRequest } = await REQUEST_VALIDATORS.lead()
    const { validateOfferClaimRequest } = await REQUEST_VALIDATORS.offerClaim()
    const { buyerProblem } = await REQUEST_VALIDATORS.buyer()

    expect(validateLeadRequest({}).ok).toBe(false)
    expect(validateLeadRequest({ formId: 1 }).ok).toBe(false)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(validateOfferClaimRequest({}).ok).toBe(false)
    expect(validateOfferClaimRequest({}).ok).toBe(false)
    expect(compile).toHaveBeenCalledTimes(2)
    // No buyer: nothing to validate, nothing compiled.
    expect(buyerProblem(undefined)).toBeNull()
    expect(compile).toHaveBeenCalledTimes(2)
    expect(buyerProblem({ email: 'not an address' })).toContain('buyer/email')
    expect(buyerProblem({ firstName: 'Ada' })).toBeNull()
    expect(compile).toHaveBeenCalledTimes(3)
  })
})
