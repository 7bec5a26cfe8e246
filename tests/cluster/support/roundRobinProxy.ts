import { Agent, type IncomingMessage, type Server, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request with this header (an instance's index) goes to that instance: a test pins a step to one instance. */
export const PIN_HEADER = 'x-cluster-instance'

export interface RoundRobinProxy {
  origin: string
  /** How many requests each instance got, by index. */
  forwarded(): number[]
  close(): Promise<void>
}

/**
 * A small load balancer in front of the instances, as a real one behaves: round robin; the Host header
 * kept (the site builds its own URLs and the Origin check from it); the client's address appended to
 * X-Forwarded-For (the instances trust loopback, TRUST_PROXY's default); a request whose connection an
 * instance refuses (killed, restarting) is sent to the next one, since it never reached any (HAProxy's
 * `redispatch`); an instance dying mid-request answers 502, which a browser retries with the same key.
 */
export async function startRoundRobinProxy(backends: () => string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  const counts: number[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const targets = backends()
      // Instances that have started (a slot stays empty until its instance first answers).
      const live = targets.flatMap((target, i) => (target ? [i] : []))
      if (!live.length) return void res.writeHead(503).end('no instance yet')
      const pinned = req.headers[PIN_HEADER]
      const order = typeof pinned === 'string' ? [Number(pinned)] : live.map((_, i) => live[(next + i) % live.length]!)
      if (typeof pinned !== 'string') next = (next + 1) % live.length
      const headers = { ...req.headers }
      delete headers[PIN_HEADER]
      const address = req.socket.remoteAddress ?? ''
      const earlier = req.headers['x-forwarded-for']
      headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${address}` : address
      headers['x-forwarded-proto'] = 'http'
      const attempt = (position: number) => {
        const index = order[position]!
        const target = new URL(targets[index]!)
        const upstream = request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
          (answer: IncomingMessage) => {
            counts[index] = (counts[index] ?? 0) + 1
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
            answer.on('error', () => res.destroy())
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && position + 1 < order.length) return attempt(position + 1)
          if (res.headersSent) return void res.destroy()
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${error.code ?? error.message}`)
        })
        upstream.end(body)
      }
      attempt(0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    forwarded: () => [...counts],
    async close() {
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
