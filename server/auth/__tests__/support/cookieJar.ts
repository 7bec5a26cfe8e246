import { parseSetCookie } from 'cookie'

/** A browser's cookies for one host, enough to drive sign-in over plain fetch. */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  /** Every Set-Cookie header seen, for attribute checks. */
  readonly seen: string[] = []

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.seen.push(line)
      const cookie = parseSetCookie(line)
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now())
      if (expired || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value ?? '')
    }
  }

  /** The last Set-Cookie line for a cookie name. */
  lastSetCookie(name: string): string | undefined {
    return this.seen.filter((line) => line.startsWith(`${name}=`)).at(-1)
  }
}

/** One request as a browser would send it, without following redirects. */
export async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const cookie = jar.header()
  if (cookie) headers.set('cookie', cookie)
  const response = await fetch(url, { ...init, headers, redirect: 'manual' })
  jar.store(response)
  return response
}

/** Follows redirects like a browser (303 and 302 become GET), returning the first non-redirect response and the hops. */
export async function follow(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
  stopWhen: (url: string) => boolean = () => false,
) {
  const hops: string[] = []
  let current = url
  let response = await send(jar, current, init)
  while (response.status >= 300 && response.status < 400 && hops.length < 20) {
    current = new URL(response.headers.get('location')!, current).href
    hops.push(current)
    if (stopWhen(current)) break
    response = await send(jar, current)
  }
  return { response, url: current, hops }
}
