import { PIN_HEADER } from './roundRobinProxy.ts'

export interface VisitorRequest {
  method?: string
  body?: string
  contentType?: string
  /** The visitor's address, as an edge in front of the proxy reports it (X-Forwarded-For). */
  address?: string
  /** Send this request to one instance (the proxy's pinning header). */
  instance?: number
}

/**
 * One visitor's HTTP client through the proxy: a cookie jar (every cookie the site and its embedded
 * provider set is sent back, as a browser on this one origin would), no automatic redirects (each hop is
 * a step a test may pin to an instance), and the site's own Origin on writes, as a page of the site sends.
 */
export function visitor(origin: string) {
  const jar = new Map<string, string>()
  return {
    jar,
    async request(url: string, options: VisitorRequest = {}): Promise<Response> {
      const headers: Record<string, string> = {}
      if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      if (options.body !== undefined) {
        headers['content-type'] = options.contentType ?? 'application/json'
        headers.origin = origin
      }
      if (options.address) headers['x-forwarded-for'] = options.address
      if (options.instance !== undefined) headers[PIN_HEADER] = String(options.instance)
      const response = await fetch(new URL(url, origin), {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body,
        redirect: 'manual',
      })
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const at = pair!.indexOf('=')
        const name = pair!.slice(0, at).trim()
        const value = pair!.slice(at + 1).trim()
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name)
        else jar.set(name, value)
      }
      return response
    },
  }
}

export type Visitor = ReturnType<typeof visitor>

/**
 * POSTs a JSON body as a page's script would, retrying a network error or a 502/503 from the proxy with the
 * same body (so the same Idempotency-Key), as the site's forms do; resolves with the first other answer.
 */
export async function postWithRetries(
  client: Visitor,
  path: string,
  body: unknown,
  address: string,
  attempts = 40,
): Promise<{ status: number; json: Record<string, unknown>; tries: number }> {
  let lastError: unknown
  for (let tries = 1; tries <= attempts; tries += 1) {
    try {
      const response = await client.request(path, { body: JSON.stringify(body), address })
      if (response.status === 502 || response.status === 503) {
        lastError = new Error(`HTTP ${response.status}: ${await response.text()}`)
        continue
      }
      return { status: response.status, json: (await response.json()) as Record<string, unknown>, tries }
    } catch (error) {
      lastError = error
    }
  }
  throw new Error(`${path}: no answer after ${attempts} attempts: ${String(lastError)}`)
}
