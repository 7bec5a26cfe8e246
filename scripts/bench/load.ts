import { Agent, request } from 'node:http'
import { HOST } from '../lib/productionServer.ts'
import { type Summary, summarize } from './stats.ts'

export interface LoadResult {
  url: string
  requestsPerSecond: number
  requests: number
  errors: number
  /** Status and encoding of the responses, to catch a bench that measured 404s or uncompressed HTML. */
  statuses: Record<string, number>
  encoding: string
  bodyBytes: number
  latencyMs: Summary
}

/**
 * Keeps `connections` keep-alive requests in flight against one URL for `durationMs`, after a short
 * warm-up (first renders load code lazily). Each connection sends its next request when the previous
 * response has been read, so the load stops by itself at the deadline.
 */
export async function loadUrl(
  port: number,
  url: string,
  connections: number,
  durationMs: number,
  warmUpMs = 1000,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  try {
    await runFor(agent, port, url, connections, warmUpMs)
    return await runFor(agent, port, url, connections, durationMs)
  } finally {
    agent.destroy()
  }
}

async function runFor(
  agent: Agent,
  port: number,
  url: string,
  connections: number,
  durationMs: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let errors = 0
  let encoding = ''
  let bodyBytes = 0
  const start = performance.now()
  const stopAt = start + durationMs
  const worker = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now()
      try {
        const response = await get(agent, port, url)
        latencies.push(performance.now() - sent)
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        encoding = response.encoding
        bodyBytes = response.bytes
      } catch {
        errors++
        // A dead or refusing server would otherwise make this a busy loop until the deadline.
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsedS = (performance.now() - start) / 1000
  return {
    url,
    requestsPerSecond: latencies.length / elapsedS,
    requests: latencies.length,
    errors,
    statuses,
    encoding,
    bodyBytes,
    latencyMs: summarize(latencies),
  }
}

/** One GET as a browser would send it (brotli accepted); reads the whole body so timing includes it. */
function get(agent: Agent, port: number, url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: HOST, port, path: url, agent, headers: { 'Accept-Encoding': 'br', Accept: 'text/html' } },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}
