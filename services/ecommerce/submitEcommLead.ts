import { LEADS_ENDPOINT, type LeadRequest, type LeadSubmitResult } from '../leads/contract.ts'

/** Sends a lead; the e-commerce store takes one as a parameter so the shared lead client can replace this. */
export type SubmitEcommLead = (request: LeadRequest) => Promise<LeadSubmitResult>

/**
 * Default e-commerce lead sender: the lead contract's body to the site's POST /api/leads (kind
 * "ecommerce"). A network failure or an answer that is not JSON reads as "unavailable".
 */
export const submitEcommLead: SubmitEcommLead = async (request) => {
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...request, kind: 'ecommerce' }),
    })
    return (await response.json()) as LeadSubmitResult
  } catch (error) {
    return { status: 'unavailable', message: error instanceof Error ? error.message : String(error) }
  }
}
