import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A value the server hands to the browser and reads back only as it made it (the sign-out state, a browser's open
 * shop order): JSON in base64url, then an HMAC-SHA256 of it with the site's key and the value's purpose, so a value
 * made for one use is never taken for another. Nothing is stored per value; the key is shared by every instance.
 */
export function sealJson(purpose: string, value: unknown, key: string): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${payload}.${sign(purpose, payload, key)}`
}

/** What a sealed value holds, or undefined when it is missing, too long, altered or signed with another key. */
export function openJson(purpose: string, sealed: unknown, key: string, maxLength: number): unknown {
  if (typeof sealed !== 'string' || sealed.length > maxLength) return undefined
  const [payload, signature, ...rest] = sealed.split('.')
  if (!payload || !signature || rest.length > 0 || !sameText(signature, sign(purpose, payload, key))) return undefined
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

function sign(purpose: string, payload: string, key: string): string {
  return createHmac('sha256', key).update(`${purpose}.${payload}`).digest('base64url')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
