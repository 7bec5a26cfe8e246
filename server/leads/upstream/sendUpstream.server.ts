/** One HTTP request to an upstream with a hard time-out; the answer's status, body text and Retry-After. */
export interface UpstreamRequest {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  /** Aborts the request early (the relay handing its deliveries back at shutdown). */
  signal?: AbortSignal
}

export interface UpstreamResponse {
  status: number
  body: string
  retryAfter: string | null
}

/**
 * Rejects on network errors (refused, reset) and on time-out (AbortSignal.timeout), so callers treat
 * "no answer" and "5xx" alike. The body is read in full: an attempt only counts once the upstream finished.
 */
export async function sendUpstream(request: UpstreamRequest): Promise<UpstreamResponse> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal
      ? AbortSignal.any([request.signal, AbortSignal.timeout(request.timeoutMs)])
      : AbortSignal.timeout(request.timeoutMs),
    // Never follow: a redirect would carry the ApiKey header to wherever the Location points (issue 20).
    // The 3xx comes back as the answer, and the relay keeps the row as failed (backoff.ts outcomeOfStatus).
    redirect: 'manual',
  })
  const body = await response.text()
  const location = response.headers.get('location')
  // A redirect's body says little; where it pointed is what someone looking at the failed row needs.
  return {
    status: response.status,
    body: location ? `redirect to ${location} not followed. ${body}` : body,
    retryAfter: response.headers.get('retry-after'),
  }
}

/** A short description of a failed request for the outbox row, without the request's secrets. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out'
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ? `${error.message} (${cause.code})` : error.message
  }
  return String(error)
}
