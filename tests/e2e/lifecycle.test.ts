import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import { once } from 'node:events'
import { HOST, SERVER_BUNDLE, startProductionServer } from '../../scripts/lib/productionServer.ts'
import { repoRoot } from '../support/fixtureSite.ts'

describe('server lifecycle', () => {
  it('finishes requests in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startProductionServer(repoRoot)
    // A request the server has begun but cannot finish before the signal: its `100 Continue` says the
    // server holds it; its body is sent only once the server has said it is closing.
    const socket = connect(server.port, HOST)
    let received = ''
    socket.setEncoding('utf8')
    const answered = new Promise<void>((resolve, reject) => {
      socket.on('data', (chunk: string) => (received += chunk))
      socket.on('end', resolve)
      socket.on('error', reject)
    })
    const continued = new Promise<void>((resolve) =>
      socket.on('data', () => received.includes('100 Continue') && resolve()),
    )
    const body = '{}'
    socket.write(
      [
        'POST /api/leads HTTP/1.1',
        `Host: ${HOST}:${server.port}`,
        `Origin: ${server.baseUrl}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Expect: 100-continue',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    )
    await continued
    const exitCode = server.stop()
    await server.waitForOutput('SIGTERM: closing')
    socket.end(body)
    await answered
    // The empty lead is refused with a full answer (a 4xx with its JSON body), not a dropped connection.
    const [, status, json] =
      /HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 (\d{3}) [^]*?\r\n\r\n([^]*)$/.exec(received) ?? []
    expect(Number(status)).toBeGreaterThanOrEqual(400)
    expect(Number(status)).toBeLessThan(500)
    expect(() => JSON.parse(json!) as unknown).not.toThrow()
    expect(await exitCode).toBe(0)
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow()
  })

  it('refuses to start when a service URL is set without its key', async () => {
    await expect(startProductionServer(repoRoot, { LEAD_API_URL: 'https://leads.example.com' })).rejects.toThrow(
      /LEAD_API_URL is set, so LEAD_API_KEY is required/,
    )
  })

  it('refuses to start when TRUST_PROXY would believe every X-Forwarded-For', async () => {
    await expect(startProductionServer(repoRoot, { TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY must name the proxies' addresses or a hop count/,
    )
  })

  it('reports a configured service as remote without exposing its key', async () => {
    const server = await startProductionServer(repoRoot, {
      LEAD_API_URL: 'https://leads.example.com',
      LEAD_API_KEY: 'secret-key-1234567890',
    })
    try {
      const health = await (await fetch(`${server.baseUrl}/api/health`)).text()
      expect(JSON.parse(health).upstreams.leadApi).toBe('remote')
      expect(health).not.toContain('secret-key')
      expect(server.output()).not.toContain('secret-key')
    } finally {
      await server.stop()
    }
  })

  it('exits with 1 and says so when its port is already taken', async () => {
    const taken = createServer().listen(0, HOST)
    await once(taken, 'listening')
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const [code] = (await once(child, 'exit')) as [number | null]
      expect(output).toContain(`cannot listen on ${HOST}:${port}: the port is already in use`)
      expect(code).toBe(1)
    } finally {
      // Had it started anyway (the failure this test is for), it must not outlive the test.
      if (child.exitCode === null) child.kill()
      taken.close()
    }
  })
})
