/**
 * A plain `sirv` server of a folder (env SIRV_DIR, PORT, HOST), nothing else in front: the yardstick
 * for how fast the site serves its prerendered pages. Precompressed .br/.gz files are served like the
 * site's, so both answer the same bytes.
 */
import { createServer } from 'node:http'
import sirv from 'sirv'

const dir = process.env.SIRV_DIR
if (!dir) throw new Error('sirvServer: SIRV_DIR is not set')
const files = sirv(dir, { brotli: true, gzip: true, etag: true })
createServer((req, res) => {
  if (req.url === '/api/health') return res.end('ok')
  files(req, res, () => {
    res.statusCode = 404
    res.end('not found')
  })
}).listen(Number(process.env.PORT ?? 3002), process.env.HOST ?? '127.0.0.1', () => {
  console.log('sirv server listening')
})
