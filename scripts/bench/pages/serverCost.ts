import { type LoadResult, loadUrl } from '../load.ts'
import { processCpuMs } from './processCpu.ts'

export interface ServerUnderTest {
  pid: number
  port: number
  baseUrl: string
}

/** What one server-rendered URL costs its server. */
export interface SsrCost {
  url: string
  requests: number
  requestsPerSecond: number
  cpuMsPerRequest: number
  /** Uncompressed HTML. */
  htmlBytes: number
  cpuMsPerKB: number
  statuses: Record<string, number>
  encoding: string
}

/** Few connections: on 2 cores the load loop shares the machine with the server. */
const CPU_CONNECTIONS = 4

/**
 * The server's own CPU time (its process, every thread) across `seconds` of keep-alive requests for one
 * URL, after a one-second warm-up, divided by the requests answered. `cpuMsOf` reads a process's CPU time
 * (tests pass a known one).
 */
export async function measureSsrCost(
  server: ServerUnderTest,
  url: string,
  seconds: number,
  cpuMsOf: (pid: number) => number = processCpuMs,
): Promise<SsrCost> {
  await loadUrl(server.port, url, CPU_CONNECTIONS, 1000, 0)
  const before = cpuMsOf(server.pid)
  const load = await loadUrl(server.port, url, CPU_CONNECTIONS, seconds * 1000, 0)
  const cpuMs = cpuMsOf(server.pid) - before
  assertAllOk(load)
  const html = await fetch(server.baseUrl + url, { headers: { 'Accept-Encoding': 'identity' } })
  const htmlBytes = (await html.arrayBuffer()).byteLength
  const cpuMsPerRequest = cpuMs / load.requests
  return {
    url,
    requests: load.requests,
    requestsPerSecond: load.requestsPerSecond,
    cpuMsPerRequest,
    htmlBytes,
    cpuMsPerKB: cpuMsPerRequest / (htmlBytes / 1024),
    statuses: load.statuses,
    encoding: load.encoding,
  }
}

/** Requests/s for one URL with `connections` keep-alive connections (warm-up included in loadUrl). */
export async function measureServing(server: ServerUnderTest, url: string, seconds: number, connections: number) {
  const load = await loadUrl(server.port, url, connections, seconds * 1000)
  assertAllOk(load)
  return load
}

/** A bench that measured errors or redirects would compare the wrong things. */
function assertAllOk(load: LoadResult): void {
  const notOk = Object.keys(load.statuses).filter((status) => status !== '200')
  if (notOk.length || load.errors || !load.requests)
    throw new Error(`bench: ${load.url} answered ${JSON.stringify(load.statuses)}, ${load.errors} errors`)
}
