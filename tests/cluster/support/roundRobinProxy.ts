import { Agent, type IncomingMessage, type Server, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request with this header (an instance's index) goes to that instance: a test pins a step to one instance. */
export const PIN_HEADER = 'x-cluster-instance'

export interface RoundRobinProxy {
  origin: string
  /** How many requests each instance got, by index. */
  forwarded(): number[]
  /** With health checks: resolves once instance `index`'s readiness check has answered 200 since now. */
  whenReady(index: number): Promise<void>
  /** Requests retried after their connection was closed under them before any answer. */
  resentAfterReset(): number
  close(): Promise<void>
}

export interface ProxyOptions {
  /**
   * Polls each instance's readiness (this path, every `checkEveryMs`) and sends nothing to an instance that
   * does not answer 200 (down, starting, or draining before a restart), as a balancer's health check does.
   */
  readyPath?: string
  checkEveryMs?: number
}

/**
 * A small load balancer in front of the instances, as a real one behaves: round robin; the Host header
 * kept (the site builds its own URLs and the Origin check from it); the client's address appended to
 * X-Forwarded-For (the instances trust loopback, TRUST_PROXY's default); a request whose connection an
 * instance refuses (killed, restarting) is sent to the next one, since it never reached any (HAProxy's
 * `redispatch`); so is one sent on a kept-alive connection that the instance closed at that moment (a reset
 * before any answer: the instance closed it as idle, so it never saw the request; Node's documented
 * `reusedSocket` retry); a GET or HEAD that got no answer header for any other reason goes to the next instance too (nginx's
 * default `proxy_next_upstream error`); a POST that did not get an answer gets 502, which the site's forms
 * retry with the same Idempotency-Key.
 */
export async function startRoundRobinProxy(
  backends: () => string[],
  options: ProxyOptions = {},
): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  const counts: number[] = []
  let resent = 0
  const health = options.readyPath ? healthChecks(backends, options.readyPath, options.checkEveryMs ?? 100) : null
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const targets = backends()
      // Instances that have started (a slot stays empty until its instance first answers) and, with health
      // checks, are ready; if none is, every started one is tried (a refused connection moves on).
      const started = targets.flatMap((target, i) => (target ? [i] : []))
      const ready = health ? started.filter((i) => health.ready(i)) : started
      const live = ready.length ? ready : started
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
      // A reset kept-alive connection is retried at most once per instance, then answers 502.
      const idempotent = req.method === 'GET' || req.method === 'HEAD'
      let tries = 0
      const tried: string[] = []
      const attempt = (position: number) => {
        tries += 1
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
          if (res.headersSent) return void res.destroy()
          tried.push(`instance ${index}: ${error.code ?? error.message}`)
          if (error.code === 'ECONNREFUSED' && position + 1 < order.length) return attempt(position + 1)
          if (error.code === 'ECONNRESET' && upstream.reusedSocket && tries <= order.length) {
            resent += 1
            return attempt(position + 1 < order.length ? position + 1 : position)
          }
          // nginx's `proxy_next_upstream error` (its default): a GET or HEAD that got no answer header (a
          // connection reset as the instance stopped accepting, e.g. one still in its listen backlog) is
          // passed to the next instance; a POST is not, since the instance may have read it.
          if (idempotent && position + 1 < order.length) {
            resent += 1
            return attempt(position + 1)
          }
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${tried.join('; ')}`)
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
    whenReady: (index) => {
      if (!health) throw new Error('whenReady needs the proxy started with readyPath')
      return health.whenReady(index)
    },
    resentAfterReset: () => resent,
    async close() {
      health?.stop()
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The balancer's health checks: one poll loop over every instance, readiness by index. */
function healthChecks(backends: () => string[], path: string, everyMs: number) {
  const ready: boolean[] = []
  const waiters = new Set<{ index: number; resolve: () => void }>()
  let stopped = false
  const check = async (target: string, index: number) => {
    let ok = false
    try {
      // A fresh connection per check, as a balancer's checker opens: a draining instance refuses it.
      const answer = await fetch(new URL(path, target), {
        signal: AbortSignal.timeout(2000),
        headers: { connection: 'close' },
      })
      ok = answer.status === 200
      await answer.arrayBuffer()
    } catch {
      ok = false
    }
    ready[index] = ok
    if (ok)
      for (const waiter of waiters)
        if (waiter.index === index) {
          waiters.delete(waiter)
          waiter.resolve()
        }
  }
  const loop = async () => {
    while (!stopped) {
      await Promise.all(backends().flatMap((target, index) => (target ? [check(target, index)] : [])))
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  }
  void loop()
  return {
    ready: (index: number) => ready[index] === true,
    whenReady: (index: number) => new Promise<void>((resolve) => waiters.add({ index, resolve })),
    stop: () => {
      stopped = true
    },
  }
}
