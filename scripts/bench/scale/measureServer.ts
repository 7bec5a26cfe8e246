import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../lib/freePort.ts'
import { HOST, SERVER_BUNDLE } from '../../lib/productionServer.ts'
import { readPagesIndex } from '../../../server/prerenderedIndex.server.ts'
import { type LoadResult, loadUrl } from '../load.ts'

export interface ServerRun {
  /** From spawning node to the server's "listening" lines (after it loaded the config and the page index). */
  startSeconds: number
  /** The CPU time the server had used by then (user + system), which a loaded machine changes less than the wall time. */
  startCpuSeconds: number
  rssIdleMb: number
  /** After `requests` GETs spread over every prerendered page (brotli accepted, 16 keep-alive connections). */
  rssAfterMb: number
  requests: number
  failed: number
  /** One prerendered page under 16 keep-alive connections. */
  prerendered: LoadResult
}

/** Starts the compiled server on the build in `dir`, measures it, stops it. */
export async function measureServer(
  dir: string,
  requests: number,
  loadSeconds: number,
  askedPort?: string,
): Promise<ServerRun> {
  const port = askedPort ? Number(askedPort) : await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-scale-data-'))
  const started = performance.now()
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  try {
    let startCpuSeconds = NaN
    const startSeconds = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (!output.includes('prerendered pages')) return
        startCpuSeconds = cpuSeconds(child.pid!)
        resolve((performance.now() - started) / 1000)
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
    })
    // Let the start's garbage settle before reading the idle size.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const rssIdleMb = rssMb(child.pid!)
    const urls = Object.keys(readPagesIndex(dir)?.pages ?? {})
    const { failed } = await requestAll(port, urls, requests, 16)
    const rssAfterMb = rssMb(child.pid!)
    const prerendered = await loadUrl(port, '/faqs', 16, loadSeconds * 1000)
    return { startSeconds, startCpuSeconds, rssIdleMb, rssAfterMb, requests, failed, prerendered }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** User + system CPU time of a process so far (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  // The fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14, 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function rssMb(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kilobytes) / 1024
}

/** `count` GETs cycling through `urls`, `connections` at a time; counts answers other than 200. */
async function requestAll(port: number, urls: string[], count: number, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < count) {
      const url = urls[next++ % urls.length]!
      const status = await new Promise<number>((resolve) => {
        request({ host: HOST, port, path: url, agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
          .on('error', () => resolve(0))
          .end()
      })
      if (status !== 200) failed++
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, worker))
  } finally {
    agent.destroy()
  }
  return { failed }
}
