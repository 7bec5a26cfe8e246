/**
 * Posts a LeadRequest to the site's own `POST /api/leads`, retrying with the same idempotency key so a
 * lost answer never makes the lead twice. Interim: the assessment and scheduling forms use it until the
 * shared lead client of the lead-capture issue (services/leads/client.ts) lands and replaces it.
 */
import { LEADS_ENDPOINT, type LeadRequest, type LeadSubmitResult } from '../leads/contract.ts'

export interface PostLeadOptions {
  fetch?: typeof fetch
  /** Waits between attempts; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>
  /** Delays before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[]
}

const UNAVAILABLE: LeadSubmitResult = { status: 'unavailable', message: 'We could not send your request. Please try again or call us.' }

/** A UUID for one submission; made once per submit and kept for its retries. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

export async function postLeadRequest(request: LeadRequest, options: PostLeadOptions = {}): Promise<LeadSubmitResult> {
  const send = options.fetch ?? fetch
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const delays = options.retryDelaysMs ?? [400, 1200]
  for (let attempt = 0; ; attempt++) {
    const result = await attemptOnce(send, request)
    if (result !== 'retry' && result.status === 'accepted') rememberLeadSubmitted()
    // Only a network failure or a server-side failure is worth repeating; an invalid lead stays invalid.
    if (result !== 'retry') return result
    if (attempt >= delays.length) return UNAVAILABLE
    await sleep(delays[attempt]!)
  }
}

/** Spec §4.2: after a successful lead, product pages stop showing the lead form. */
function rememberLeadSubmitted(): void {
  try {
    globalThis.localStorage?.setItem('lead_submitted', 'true')
  } catch {
    // Storage can be disabled or full; the lead itself has been stored, which is what matters.
  }
}

async function attemptOnce(send: typeof fetch, request: LeadRequest): Promise<LeadSubmitResult | 'retry'> {
  let response: Response
  try {
    response = await send(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    return 'retry'
  }
  if (response.status >= 500 || response.status === 429) return 'retry'
  const body = (await response.json().catch(() => null)) as LeadSubmitResult | null
  if (body && (body.status === 'accepted' || body.status === 'invalid' || body.status === 'unavailable')) return body
  return response.ok ? 'retry' : UNAVAILABLE
}
