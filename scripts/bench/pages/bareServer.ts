/**
 * The reference server for `npm run bench:pages`: the bare Vike app (bench/bare) served the way Vike's
 * own Express example does it: compression, static files by sirv, everything else by renderPage. A URL
 * without a query string gets the prerendered HTML, one with a query string is rendered per request (as
 * the site does for `/secure?utm_ads=…`). Env: BARE_DIST (the build), PORT, HOST.
 */
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import sirv from 'sirv'
import { renderPage } from 'vike/server'

const dist = process.env.BARE_DIST
if (!dist) throw new Error('bareServer: BARE_DIST is not set')
// Importing the built server entry hands the build to vike/server.
await import(pathToFileURL(join(dist, 'server/entry.mjs')).href)

const app = express()
app.use(compression())
app.get('/api/health', (_req, res) => {
  res.send('ok')
})
const files = sirv(join(dist, 'client'), { etag: true })
app.use((req, res, next) => {
  if (req.url.includes('?') && !req.path.startsWith('/assets/')) return next()
  files(req, res, next)
})
app.use(async (req, res, next) => {
  try {
    const { httpResponse } = await renderPage({ urlOriginal: req.originalUrl, headersOriginal: req.headers })
    if (!httpResponse) return next()
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    res.status(httpResponse.statusCode)
    httpResponse.pipe(res)
  } catch (error) {
    next(error)
  }
})
createServer(app).listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? '127.0.0.1', () => {
  console.log('bare reference server listening')
})
