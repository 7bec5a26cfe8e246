import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureServing, measureSsrCost } from '../serverCost.ts'

// A server in this process: its CPU time is this process's, read from /proc like a child server's.
const html = `<!doctype html><title>x</title>${'<p>text</p>'.repeat(300)}`
let server: Server
let target: { pid: number; port: number; baseUrl: string }

beforeAll(async () => {
  server = createServer((req, res) => {
    res.statusCode = req.url === '/missing' ? 404 : 200
    res.setHeader('Content-Type', 'text/html')
    res.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  target = { pid: process.pid, port, baseUrl: `http://127.0.0.1:${port}` }
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe("a server's cost per request", () => {
  it('divides the CPU time by the requests answered and by the uncompressed HTML in KiB', async () => {
    // The server's CPU clock as the bench reads it, stood in for: 40 ms before the measured load, 1040 ms after.
    const readings = [40, 1040]
    const pids: number[] = []
    const cost = await measureSsrCost(target, '/page?utm_ads=x', 1, (pid) => {
      pids.push(pid)
      return readings.shift()!
    })
    expect(pids).toEqual([process.pid, process.pid])
    expect(cost.requests).toBeGreaterThan(0)
    expect(cost.statuses).toEqual({ 200: cost.requests })
    expect(cost.htmlBytes).toBe(Buffer.byteLength(html))
    expect(cost.cpuMsPerRequest).toBeCloseTo(1000 / cost.requests, 9)
    expect(cost.cpuMsPerKB).toBeCloseTo(1000 / cost.requests / (Buffer.byteLength(html) / 1024), 9)
  })

  it('refuses to report figures measured on error responses', async () => {
    await expect(measureSsrCost(target, '/missing', 1)).rejects.toThrow(/\/missing answered \{"404"/)
    await expect(measureServing(target, '/missing', 1, 2)).rejects.toThrow(/\/missing answered/)
  })
})
