import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { PreviewMode } from './previewMode.server.ts'
import {
  PREVIEW_COOKIE,
  PREVIEW_EXPIRES_PARAM,
  PREVIEW_SIGNATURE_PARAM,
  type PreviewLinkCheck,
  checkPreviewLink,
} from './previewLinks.server.ts'
import { previewRefusalHtml, withPreviewMarks } from './previewPage.server.ts'

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * The preview's gate, in front of everything the server answers (the static fast path included):
 * 1. who may look: a signed link (turned into a cookie on the first visit, then redirected to the clean
 *    address), that cookie, or a request made on this machine (loopback, not through a proxy); anyone else
 *    gets a 403 page saying the link expired or is not valid;
 * 2. every answer carries `X-Robots-Tag: noindex, nofollow`, and every HTML page the robots meta and the
 *    banner naming the branch (answers are asked unencoded, so the page can be marked).
 */
export function withPreviewGate(mode: PreviewMode, handler: NodeHandler, now: () => number = Date.now): NodeHandler {
  return (req, res) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    const access = accessOf(mode, req, now())
    if (access.kind === 'refused') return refuse(res, access.reason)
    if (access.kind === 'link') {
      res.setHeader(
        'Set-Cookie',
        stringifySetCookie({
          name: PREVIEW_COOKIE,
          value: access.cookie,
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: Math.max(1, Math.floor((access.expiresAt - now()) / 1000)),
        }),
      )
      res.writeHead(303, { Location: access.cleanPath, 'Cache-Control': 'no-store' })
      return void res.end()
    }
    // Asked unencoded and unconditionally, every page comes whole and can be marked; a preview serves a few
    // reviewers, not the site's traffic.
    delete req.headers['accept-encoding']
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
    markHtmlAnswers(res, mode.branch)
    handler(req, res)
  }
}

type Access =
  | { kind: 'allowed' }
  | { kind: 'link'; cookie: string; expiresAt: number; cleanPath: string }
  | { kind: 'refused'; reason: Exclude<PreviewLinkCheck, 'valid'> | 'unsigned' }

function accessOf(mode: PreviewMode, req: IncomingMessage, now: number): Access {
  const url = new URL(req.url ?? '/', 'http://preview')
  const expires = url.searchParams.get(PREVIEW_EXPIRES_PARAM)
  const signature = url.searchParams.get(PREVIEW_SIGNATURE_PARAM)
  if (expires !== null || signature !== null) {
    if (!mode.secret || expires === null || signature === null) return { kind: 'refused', reason: 'invalid' }
    const check = checkPreviewLink(mode.secret, mode.branch, expires, signature, now)
    if (check !== 'valid') return { kind: 'refused', reason: check }
    url.searchParams.delete(PREVIEW_EXPIRES_PARAM)
    url.searchParams.delete(PREVIEW_SIGNATURE_PARAM)
    return {
      kind: 'link',
      cookie: `${expires}.${signature}`,
      expiresAt: Number(expires) * 1000,
      cleanPath: url.pathname + url.search,
    }
  }
  const cookie = req.headers.cookie ? parseCookie(req.headers.cookie)[PREVIEW_COOKIE] : undefined
  if (cookie && mode.secret) {
    const [cookieExpires = '', cookieSignature = ''] = cookie.split('.', 2)
    const check = checkPreviewLink(mode.secret, mode.branch, cookieExpires, cookieSignature, now)
    if (check === 'valid') return { kind: 'allowed' }
    if (!isLocal(req)) return { kind: 'refused', reason: check }
  }
  if (isLocal(req)) return { kind: 'allowed' }
  return { kind: 'refused', reason: 'unsigned' }
}

/** Made on this machine, straight to the server: a proxy in front would add its forwarding headers. */
function isLocal(req: IncomingMessage): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers['forwarded']
}

function refuse(res: ServerResponse, reason: Exclude<Access, { kind: 'allowed' | 'link' }>['reason']): void {
  const body = previewRefusalHtml(reason)
  res.writeHead(403, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
}

/**
 * Holds back an HTML answer until it is complete, then sends it marked (robots meta, banner) with its new
 * length; any other answer passes through as it is written. Whatever writes the answer (Express, the static
 * fast path, Vike's stream), its headers are decided here at the first byte.
 */
function markHtmlAnswers(res: ServerResponse, branch: string): void {
  const writeHead: (status: number) => ServerResponse = res.writeHead.bind(res)
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let mode: 'undecided' | 'html' | 'through' = 'undecided'
  const held: Buffer[] = []

  const decide = () => {
    if (mode !== 'undecided') return
    const type = String(res.getHeader('content-type') ?? '')
    mode = /text\/html/i.test(type) && !res.getHeader('content-encoding') ? 'html' : 'through'
    if (mode === 'through') writeHead(res.statusCode)
  }
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

  res.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | string[] | undefined
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
    else if (headers)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = status
    return res
  }

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide()
    if (mode === 'through') return write(chunk, ...rest)
    held.push(toBuffer(chunk, rest[0]))
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as typeof res.write

  res.end = ((...args: unknown[]) => {
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    decide()
    if (mode === 'through') return end(...args)
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, args[1]))
    const page = Buffer.concat(held).toString('utf8')
    // No body to mark (HEAD, 204, 304): the answer goes as it is.
    if (!page && res.req.method !== 'HEAD') {
      writeHead(res.statusCode)
      return end(callback)
    }
    const marked = res.req.method === 'HEAD' ? '' : withPreviewMarks(page, branch)
    if (res.req.method !== 'HEAD') res.setHeader('Content-Length', Buffer.byteLength(marked))
    else res.removeHeader('Content-Length')
    // The page changed, so a validator of the unmarked page no longer names it.
    res.removeHeader('ETag')
    writeHead(res.statusCode)
    return end(marked, callback)
  }) as typeof res.end
}
