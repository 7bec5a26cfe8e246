import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import sirv from 'sirv'

/** A Node request handler that may pass the request on (sirv's, Express middleware without Express). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** Built files: content-hashed assets cached for a year, the build's brotli and gzip copies preferred. */
export function builtFiles(clientDir: string): NodeHandler {
  return sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
}

/** Built files in the Express chain, for paths with a file extension; pages go to the page handler, which knows aliases. */
export function builtAssets(files: NodeHandler): RequestHandler {
  return (req, res, next) => (isFilePath(req.path) ? files(req, res, () => next()) : next())
}

export function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')
}
