import type { Request, Response } from 'express'
import { parseCookie } from 'cookie'
import type { ServerContext } from '../ServerContext.server.ts'
import { randomSecret } from '../storage/siteStorage.server.ts'
import {
  type VisitContact,
  type VisitContactStore,
  visitContactFields,
} from '../storage/repositories/visitContactStore.server.ts'

/**
 * The visit cookie: a random id behind which the server keeps what the visitor told the site (names, e-mail,
 * phone, ZIP), so a later form's server HTML is filled in (issue 25: the order page showed empty fields until
 * hydration). HttpOnly: no page script reads it; only this visitor's own requests carry it, so nobody else is ever
 * shown the details. Host-only and SameSite=Lax like the session cookie.
 */
export const VISIT_COOKIE = 'harbor_visit'

/** How long the details are kept after the last form that gave any: a buyer may finish the order the next day. */
export const VISIT_CONTACT_TTL_MS = 24 * 60 * 60 * 1000

const VISIT_ID = /^[A-Za-z0-9_-]{43}$/
/** The answer's `res.locals` key of the visit id it sets, when the request came without one. */
const NEW_VISIT_ID = 'newVisitId'

/** The request's visit id, when it carries a well-formed visit cookie. */
export function visitIdOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  const id = parseCookie(cookieHeader)[VISIT_COOKIE]
  return id && VISIT_ID.test(id) ? id : null
}

/** Whether a request carries the visit cookie: a page rendered for it may show its details, so no cache keeps it. */
export function hasVisitCookie(cookieHeader: string | undefined): boolean {
  return visitIdOf(cookieHeader) !== null
}

/** The details this request's visit gave, or {} (no cookie: no database read). */
export async function visitContactOf(
  store: VisitContactStore,
  cookieHeader: string | undefined,
  now = Date.now(),
): Promise<VisitContact> {
  const id = visitIdOf(cookieHeader)
  return id ? store.find(id, now) : {}
}

/**
 * Keeps the given details for this visit (a new visit id and cookie when the request has none) and renews the
 * cookie's and the row's expiry. Never fails the answer it rides on: the details are a convenience, the lead or
 * the order is what matters.
 */
export async function rememberVisitContact(
  ctx: Pick<ServerContext, 'storage' | 'production'>,
  req: Request,
  res: Response,
  given: VisitContact,
  now = Date.now(),
): Promise<void> {
  if (!Object.keys(visitContactFields(given)).length) return
  try {
    // A second remember in one answer (the order page's address after its lead's contact) keeps the first's new id.
    const id = visitIdOf(req.headers.cookie) ?? (res.locals[NEW_VISIT_ID] as string | undefined) ?? randomSecret()
    res.locals[NEW_VISIT_ID] = id
    await ctx.storage.visitContacts.remember(id, given, now + VISIT_CONTACT_TTL_MS, now)
    res.cookie(VISIT_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.production,
      path: '/',
      maxAge: VISIT_CONTACT_TTL_MS,
    })
  } catch (error) {
    console.error('visit details not kept:', error instanceof Error ? error.message : String(error))
  }
}

/**
 * What an accepted lead tells about the visitor. The shop's e-commerce lead carries a generated address
 * (ecomm.{uuid}@…, spec §3.6), not the buyer's: its e-mail is never offered back as theirs.
 */
export function visitContactOfLead(request: { kind: string; contact: VisitContact }): VisitContact {
  const { email, ...rest } = request.contact
  return request.kind === 'ecommerce' ? rest : { ...rest, email }
}
