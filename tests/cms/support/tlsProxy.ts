import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TlsProxy {
  /** https://127.0.0.1:<port>, in front of the target. */
  url: string
  /** The proxy's self-signed certificate (PEM) and its file, for NODE_EXTRA_CA_CERTS. */
  ca: string
  caFile: string
  close(): Promise<void>
}

/**
 * HTTPS in front of a plain-HTTP server, as a company serves its Strapi: the site shows images only over https
 * (safeImageSrc, the pages' img-src), so Strapi's media reach the pages only through this. The certificate is
 * made for 127.0.0.1 with openssl and trusted by the processes given its file (NODE_EXTRA_CA_CERTS).
 */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-tls-'))
  const keyFile = join(dir, 'key.pem')
  const caFile = join(dir, 'cert.pem')
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile,
      '-out', caFile, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`)
  const ca = readFileSync(caFile, 'utf8')
  const server = createServer({ key: readFileSync(keyFile), cert: ca }, (req, res) => {
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca,
    caFile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        })
      }),
  }
}
