import { LEADS_ENDPOINT, type LeadRequest, type LeadSubmitResult } from './contract.ts'

/**
 * The browser's lead client: POSTs a LeadRequest to the site's own lead endpoint and always answers with a
 * LeadSubmitResult, never a throw. Network failures and 5xx answers are retried with backoff under the same
 * idempotency key, so a retry (or a double click) can never make a second lead. Generic: any form that
 * makes a lead (callback, consultation, shop, assessment, scheduling) uses it, as may the invalid-ZIP save.
 */

export interface SubmitLeadOptions {
  endpoint?: string
  /** Tries after the first; network errors and 5xx only. */
  retries?: number
  /** First backoff delay; doubled per try. */
  baseDelayMs?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

/** The idempotency key for one submission: make it once when the visitor submits, reuse it on every retry. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; plain-http previews still get a v4-shaped random key.
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const UNAVAILABLE: LeadSubmitResult = { status: 'unavailable', message: 'The lead could not be sent.' }

function isSubmitResult(body: unknown): body is LeadSubmitResult {
  const status = (body as { status?: unknown } | null)?.status
  return status === 'accepted' || status === 'invalid' || status === 'unavailable'
}

export async function submitLead(request: LeadRequest, options: SubmitLeadOptions = {}): Promise<LeadSubmitResult> {
  return postWithRetries(
    options.endpoint ?? LEADS_ENDPOINT,
    request,
    request.idempotencyKey,
    isSubmitResult,
    UNAVAILABLE,
    options,
  )
}

/**
 * POSTs a JSON body with its idempotency key and always resolves with an answer of the endpoint's contract
 * (`isResult`), never a throw: network failures and 5xx are retried with backoff under the same key; a 4xx
 * (or any answer below 500) is final. `fallback` stands for "no usable answer". Shared by every form that
 * sends something the server must not store twice (leads, offer claims).
 */
export async function postWithRetries<Result extends { status: string; message?: string }>(
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
  isResult: (body: unknown) => body is Result,
  fallback: Result,
  options: Omit<SubmitLeadOptions, 'endpoint'> = {},
): Promise<Result> {
  const { retries = 3, baseDelayMs = 400, fetch: send = fetch, sleep = sleepFor } = options
  let last: Result = fallback
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5))
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      })
      const answer: unknown = await response.json().catch(() => null)
      // A 4xx answer is final (retrying would get the same answer); a 5xx may pass on the next try.
      if (response.status < 500) {
        if (isResult(answer)) return answer
        return { ...fallback, message: `Unexpected answer (${response.status}).` }
      }
      last = isResult(answer) ? answer : { ...fallback, message: `Server error (${response.status}).` }
    } catch {
      last = fallback
    }
  }
  return last
}
