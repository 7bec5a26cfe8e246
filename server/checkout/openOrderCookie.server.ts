import type { Request, Response } from 'express'
import { parseCookie } from 'cookie'
import type { ServerContext } from '../ServerContext.server.ts'
import { SITE_SECRETS } from '../storage/siteStorage.server.ts'
import { openJson, sealJson } from '../security/signedJson.server.ts'

/**
 * The open order of a browser that chose a package without scripts (issue 25: Back after ordering and Choose again
 * rendered a new order key, so a second order). Within OPEN_ORDER_WINDOW_MS of that order, a Choose of the same
 * package from the same catalogue goes to the same checkout, as a shop's "continue your checkout" does; another
 * package makes a new order (and becomes the open one).
 *
 * Kept in the browser, not on the server: the order key, the package and the end of the window, signed with a key of
 * the site's database (the same on every instance sharing it, storage/repositories/keyStore), in an HttpOnly,
 * host-only, SameSite=Lax cookie. Only the browser whose own post made the order carries it, no page script reads it,
 * and a cookie that is made up or altered (another's order key, a later end) fails the signature and is ignored: a
 * visitor reaches no order but their own. Nothing is stored per order, so any instance answers the second Choose; the
 * checkout API's idempotency key turns the same key into the same order.
 */
export const OPEN_ORDER_COOKIE = 'harbor_open_order'

/** How long a second Choose of the same package goes to the order already made: a checkout left open for a while. */
export const OPEN_ORDER_WINDOW_MS = 30 * 60 * 1000

const SIGNING_KEY = 'open_order_key'
const MAX_COOKIE_LENGTH = 1024
const PURPOSE = 'open-order'

export interface OpenOrder {
  catalogId: string
  packageId: string
  orderKey: string
  /** The end of the window (ms since the epoch), counted from when the order was made. */
  expires: number
}

/** The order key to order this choice with: the open order's when it is of the same package, else the posted one. */
export function orderKeyFor(
  ctx: Pick<ServerContext, 'storage'>,
  req: Request,
  choice: Omit<OpenOrder, 'expires'>,
  now: number,
): { orderKey: string; open: boolean } {
  const open = openOrderOf(req.headers.cookie, signingKey(ctx), now)
  return open && open.catalogId === choice.catalogId && open.packageId === choice.packageId
    ? { orderKey: open.orderKey, open: true }
    : { orderKey: choice.orderKey, open: false }
}

/** Keeps a new order as the browser's open one, for the window from `now`. */
export function rememberOpenOrder(
  ctx: Pick<ServerContext, 'storage' | 'production'>,
  res: Response,
  order: Omit<OpenOrder, 'expires'>,
  now: number,
): void {
  const value = sealOpenOrder({ ...order, expires: now + OPEN_ORDER_WINDOW_MS }, signingKey(ctx))
  res.cookie(OPEN_ORDER_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.production,
    path: '/',
    maxAge: OPEN_ORDER_WINDOW_MS,
  })
}

export function sealOpenOrder(order: OpenOrder, key: string): string {
  return sealJson(PURPOSE, order, key)
}

/** The open order the request's cookie names, or null when it has none, or one altered, signed otherwise or ended. */
export function openOrderOf(cookieHeader: string | undefined, key: string, now: number): OpenOrder | null {
  const value = cookieHeader ? parseCookie(cookieHeader)[OPEN_ORDER_COOKIE] : undefined
  const order = openJson(PURPOSE, value, key, MAX_COOKIE_LENGTH) as Partial<OpenOrder> | undefined
  if (!order || typeof order !== 'object') return null
  const { catalogId, packageId, orderKey, expires } = order
  if (typeof catalogId !== 'string' || typeof packageId !== 'string' || typeof orderKey !== 'string') return null
  if (typeof expires !== 'number' || expires <= now) return null
  return { catalogId, packageId, orderKey, expires }
}

function signingKey(ctx: Pick<ServerContext, 'storage'>): string {
  return ctx.storage.keys.get(SIGNING_KEY, SITE_SECRETS[SIGNING_KEY]!)
}
