import { expect } from 'vitest'
import { CookieJar, follow, send } from './cookieJar.ts'
import { providerSessionFrom, providerSessionProbeUrl } from '../../../../tests/support/providerSessionProbe.ts'

/** Signs a demo customer in through the embedded provider's login page, as a browser would. */
export async function signIn(
  baseUrl: string,
  /** The page to come back to; null: "Sign In" from the header, which names none. */
  returnTo: string | null,
  credentials = { email: 'alex.morgan@example.com', password: 'harbor-demo-1' },
  jar = new CookieJar(),
) {
  const query = returnTo === null ? '' : `?returnTo=${encodeURIComponent(returnTo)}`
  const toLogin = await follow(jar, `${baseUrl}/api/auth/login${query}`)
  expect(toLogin.response.status).toBe(200)
  const html = await toLogin.response.text()
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1]
  expect(action).toBeDefined()
  let callbackUrl: string | undefined
  const done = await follow(
    jar,
    new URL(action!, baseUrl).href,
    {
      method: 'POST',
      body: new URLSearchParams(credentials),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    (url) => {
      if (url.includes('/api/auth/callback')) callbackUrl = url
      return false
    },
  )
  const landed = await submitAutoPostForms(jar, done, (url) => {
    if (url.includes('/api/auth/callback')) callbackUrl = url
  })
  return { jar, landed, callbackUrl, loginHops: toLogin.hops }
}

export { CookieJar, follow, send }

/**
 * A browser submits the provider's self-posting forms (form_post responses, the "end the other
 * customer's session" confirmation) by script; this does the same.
 */
export async function submitAutoPostForms(
  jar: CookieJar,
  result: Awaited<ReturnType<typeof follow>>,
  onHop: (url: string) => void = () => {},
) {
  let current = result
  for (let round = 0; round < 5; round += 1) {
    if (current.response.status !== 200 || !(current.response.headers.get('content-type') ?? '').includes('html'))
      return current
    const html = await current.response.clone().text()
    if (!html.includes('document.forms[0].submit()')) return current
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!
    const fields = new URLSearchParams()
    for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g))
      fields.append(match[1]!, match[2]!)
    onHop(action)
    current = await follow(
      jar,
      action,
      { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (url) => {
        onHop(url)
        return false
      },
    )
  }
  return current
}

/**
 * Signs out with the site's "Sign Out" form and, at the provider's "Sign out?" page, presses the
 * provider's "Sign Out" (`logout=yes`) or the button that keeps the provider session.
 */
export async function signOut(
  baseUrl: string,
  jar: CookieJar,
  returnTo: string,
  answer: 'sign-out' | 'stay' = 'sign-out',
) {
  const posted = await send(jar, `${baseUrl}/api/auth/logout`, {
    method: 'POST',
    body: new URLSearchParams({ returnTo }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
  })
  expect(posted.status).toBe(303)
  const endSessionUrl = new URL(posted.headers.get('location')!, baseUrl)
  const question = await follow(jar, endSessionUrl.href)
  const html = await question.response.clone().text()
  const form =
    /<form id="op\.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/?>/.exec(
      html,
    )
  expect(form, html).not.toBeNull()
  const fields = new URLSearchParams({ xsrf: form![2]! })
  if (answer === 'sign-out') fields.set('logout', 'yes')
  const landed = await follow(jar, new URL(form![1]!, question.url).href, {
    method: 'POST',
    body: fields,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return { endSessionUrl, question, landed }
}

/** Whether the provider still holds a login for this browser (see tests/support/providerSessionProbe.ts). */
export async function providerSessionAlive(issuer: string, baseUrl: string, jar: CookieJar): Promise<boolean> {
  const result = await follow(jar, providerSessionProbeUrl(issuer, baseUrl), {}, (url) =>
    url.startsWith(`${baseUrl}/api/auth/callback`),
  )
  return providerSessionFrom(result.url)
}
