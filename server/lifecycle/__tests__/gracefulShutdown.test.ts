import { Agent, type IncomingMessage, type Server, createServer, request } from 'node:http'
import { type Socket, connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { READY_PATH, createInstanceLifecycle } from '../instanceLifecycle.server.ts'
import { gracefulShutdown, shutdownSettingsFromEnv } from '../gracefulShutdown.server.ts'

/** Something a test resolves by hand: an event to wait on, never a sleep. */
function signal<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: string
  socket: Socket
}

/** One request on `agent` (keep-alive: the connection stays open for the next one unless told to close). */
function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, socket: req.socket! }))
    })
    req.on('error', reject)
    req.end()
  })
}

const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve()))

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A server as server/index.ts builds it, with a page whose answer the test holds, and a shutdown to call. */
async function instance(options: { timeoutMs?: number; waitForBalancer?: () => Promise<void> } = {}) {
  const lifecycle = createInstanceLifecycle('3364687a1b2c-9f86d081884c')
  const slowArrived = signal()
  const releaseSlow = signal()
  const server = createServer(
    lifecycle.listener((req, res) => {
      if (req.url === '/slow') {
        slowArrived.resolve()
        void releaseSlow.promise.then(() => res.end('slow page'))
        return
      }
      // Liveness: the process answers.
      res.setHeader('Content-Type', 'application/json')
      res.end(req.url === '/api/health' ? '{"status":"ok"}' : 'page')
    }),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const steps: string[] = []
  const exited = signal<number>()
  const workStopped = signal()
  const shutdown = gracefulShutdown({
    server,
    lifecycle,
    stopWork: async () => {
      steps.push('work stopping')
      await workStopped.promise
      steps.push('work stopped')
    },
    closeConnections: async () => void steps.push('connections closed'),
    timeoutMs: options.timeoutMs ?? 60_000,
    waitForBalancer: options.waitForBalancer,
    exit: (code) => {
      steps.push(`exit ${code}`)
      exited.resolve(code)
    },
    log: (line) => steps.push(line),
  })
  return { server, port, lifecycle, shutdown, slowArrived, releaseSlow, workStopped, exited, steps }
}

describe('graceful shutdown', () => {
  it('stops accepting, closes idle connections, finishes the request in flight with Connection: close, then stops work, closes connections, exits 0', async () => {
    const site = await instance()
    const agent = new Agent({ keepAlive: true })
    // An idle keep-alive connection (one answered request), and a request in flight on another.
    const idle = await get(site.port, '/page', agent)
    expect(idle.headers.connection).toBe('keep-alive')
    const slow = get(site.port, '/slow', new Agent({ keepAlive: true }))
    await site.slowArrived.promise

    void site.shutdown('SIGTERM')
    expect(site.lifecycle.ready()).toBe(false)
    expect(site.steps).toContain('work stopping')
    // The idle connection is closed, and no new one is accepted.
    await closed(idle.socket)
    await expect(get(site.port, '/page', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    // A second signal changes nothing.
    void site.shutdown('SIGINT')
    site.releaseSlow.resolve()
    const answer = await slow
    expect(answer).toMatchObject({ status: 200, body: 'slow page' })
    expect(answer.headers.connection).toBe('close')
    expect(answer.headers['x-site-revision']).toBe('3364687a1b2c-9f86d081884c')
    await closed(answer.socket)

    // The requests are done, the work is not: the database stays open until it is.
    expect(site.steps).not.toContain('connections closed')
    site.workStopped.resolve()
    expect(await site.exited.promise).toBe(0)
    expect(site.steps.filter((step) => !step.includes(':'))).toEqual([
      'work stopping',
      'work stopped',
      'connections closed',
      'exit 0',
    ])
  })

  it('answers readiness 503 with its reason at once while liveness stays 200, until the listener closes', async () => {
    const balancerSawIt = signal()
    const site = await instance({ waitForBalancer: () => balancerSawIt.promise })
    const agent = new Agent({ keepAlive: true })
    const before = await get(site.port, READY_PATH, agent)
    expect(before).toMatchObject({ status: 200, body: '{"ready":true}' })
    expect(before.headers['cache-control']).toBe('no-store')

    void site.shutdown('SIGTERM')
    const ready = await get(site.port, READY_PATH, new Agent({ keepAlive: true }))
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'shutting down (SIGTERM)' })
    expect(ready.headers.connection).toBe('close')
    const live = await get(site.port, '/api/health', new Agent({ keepAlive: true }))
    expect(live).toMatchObject({ status: 200, body: '{"status":"ok"}' })
    expect(live.headers.connection).toBe('close')

    balancerSawIt.resolve()
    site.workStopped.resolve()
    expect(await site.exited.promise).toBe(0)
    await expect(get(site.port, READY_PATH, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('exits 1 naming what still hangs when the timeout passes', async () => {
    const site = await instance({ timeoutMs: 50 })
    const raw = connect(site.port, '127.0.0.1')
    raw.on('error', () => {})
    raw.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await site.slowArrived.promise
    void site.shutdown('SIGTERM')
    expect(await site.exited.promise).toBe(1)
    expect(site.steps.join('\n')).toContain('still waiting after 50 ms for requests in flight and background work')
    // The hanging connection was cut rather than left open.
    await closed(raw)
  })
})

describe('shutdown settings', () => {
  it('default to a 15 s limit and no drain delay, and refuse what is not a whole number of milliseconds', () => {
    expect(shutdownSettingsFromEnv({})).toEqual({ timeoutMs: 15_000, drainMs: 0 })
    expect(shutdownSettingsFromEnv({ SHUTDOWN_TIMEOUT_MS: '30000', SHUTDOWN_DRAIN_MS: '5000' })).toEqual({
      timeoutMs: 30_000,
      drainMs: 5000,
    })
    expect(() => shutdownSettingsFromEnv({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, at least 1 (found 0)',
    )
    expect(() => shutdownSettingsFromEnv({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow('SHUTDOWN_DRAIN_MS must be')
  })
})
