import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface OneAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * Answers one request with `handler` on a server of its own, with node's client: fetch adds
 * `Cache-Control: no-cache` to conditional requests, which (rightly) forbids a 304.
 */
export async function requestOnce(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  method: string,
  headers: Record<string, string>,
): Promise<OneAnswer> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise<OneAnswer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
