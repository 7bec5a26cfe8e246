/**
 * Lead intake under load with every upstream down: how many leads/s POST /api/leads accepts (each one
 * committed to the SQLite outbox with synchronous=FULL before the 202) and the latency the visitor sees,
 * while the relay keeps failing against the dead upstream in the background.
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/leads.ts`.
 */
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { HOST, startProductionServer } from '../lib/productionServer.ts'
import { type Summary, round, summarize } from './stats.ts'

export interface LeadsBench {
  connections: number
  seconds: number
  acceptedPerSecond: number
  accepted: number
  statuses: Record<string, number>
  errors: number
  latencyMs: Summary
  /** Deliveries the outbox held at the end (2 per lead: lead API and marketing automation), none delivered. */
  upstream: string
}

/** A port nothing listens on: every relay attempt is refused, as with an upstream that is down. */
const DEAD_UPSTREAM = 'http://127.0.0.1:9'

export async function benchLeads(root: string, connections = 16, seconds = 5): Promise<LeadsBench> {
  const server = await startProductionServer(root, {
    LEAD_API_URL: DEAD_UPSTREAM,
    LEAD_API_KEY: 'bench-key',
    MARKETING_AUTOMATION_URL: DEAD_UPSTREAM,
    MARKETING_AUTOMATION_PORTAL_ID: 'bench-portal',
    // The bench's connections all come from one address; it measures the intake, not the abuse limits.
    LEAD_LIMIT_NEW_PER_CLIENT: '100000000',
  })
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  try {
    await run(agent, server.port, connections, 1000)
    const result = await run(agent, server.port, connections, seconds * 1000)
    return { connections, seconds, ...result, upstream: 'down (connection refused)' }
  } finally {
    agent.destroy()
    await server.stop()
  }
}

let sequence = 0
function leadBody(): string {
  sequence++
  return JSON.stringify({
    idempotencyKey: `bench-${process.pid}-${Date.now()}-${sequence}`,
    formId: 'home-modal-consultation-form',
    kind: 'consultation',
    page: { pageName: 'home', pageUrl: 'https://www.harborhomesecurity.com/', routeName: 'home', partnerKey: null },
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(312) 555-0142',
      zip: '75201',
    },
    attribution: { utm_source: 'bench', gclid: 'g-1' },
  })
}

async function run(agent: Agent, port: number, connections: number, durationMs: number) {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let errors = 0
  let accepted = 0
  const start = performance.now()
  const stopAt = start + durationMs
  const worker = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now()
      try {
        const status = await post(agent, port, leadBody())
        latencies.push(performance.now() - sent)
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status === 202) accepted++
      } catch {
        errors++
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsedS = (performance.now() - start) / 1000
  return { acceptedPerSecond: accepted / elapsedS, accepted, statuses, errors, latencyMs: summarize(latencies) }
}

function post(agent: Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: HOST,
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

export function printLeadsBench(result: LeadsBench): void {
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status} x${n}`)
    .join(' ')
  console.log(`\nPOST /api/leads, upstream ${result.upstream}, ${result.connections} conns x ${result.seconds} s`)
  console.log(
    `  accepted leads/s ${round(result.acceptedPerSecond, 0)}   p50 ${round(result.latencyMs.p50)} ms   p99 ${round(result.latencyMs.p99)} ms   ${statuses}${result.errors ? `, ${result.errors} errors` : ''}`,
  )
}

export function roundedLeadsBench(result: LeadsBench) {
  const { mean, p50, p99, samples } = result.latencyMs
  return {
    ...result,
    acceptedPerSecond: round(result.acceptedPerSecond, 0),
    latencyMs: { mean: round(mean), p50: round(p50), p99: round(p99), samples },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLeads(resolve(import.meta.dirname, '../..'))
    .then(printLeadsBench)
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
