import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of Strapi that can start holding every request without answering: a CMS that hangs. Held
 * requests are answered (with 503) when the proxy closes.
 */
export async function startSwitchableProxy(target: string) {
  let hanging = false
  const held: ServerResponse[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (hanging) {
      held.push(res)
      return
    }
    const upstream = request(
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
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hang: () => {
      hanging = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.writeHead(503).end()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
