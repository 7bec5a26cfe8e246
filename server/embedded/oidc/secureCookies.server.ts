import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

/**
 * In production every cookie the provider sets is `Secure`. oidc-provider marks cookies secure only when it
 * sees https itself, which it does not behind a TLS-terminating proxy unless told to trust it; the site is
 * served over https in production (HSTS), so the flag is added whatever the hop in between.
 *
 * The flag is added when the headers go out (`writeHead`, which Node also calls for an implicit header), not
 * by wrapping `setHeader`: cookies@0.9, under oidc-provider's Koa, writes through
 * `OutgoingMessage.prototype.setHeader` whenever the response has Express's `res.set`, which skipped a
 * `setHeader` override and sent `_session` without Secure (issue 28).
 */
export const secureCookies: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = function writeHeadWithSecureCookies(...args: unknown[]) {
    const cookies = res.getHeader('set-cookie')
    if (cookies !== undefined) res.setHeader('Set-Cookie', withSecure(cookies))
    return writeHead(...args)
  } as typeof res.writeHead
  next()
}

function withSecure(value: number | string | string[]): string[] {
  return (Array.isArray(value) ? value : [String(value)]).map((cookie) =>
    /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; secure`,
  )
}
