import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type RunningServer, startProductionServer } from '../../../scripts/lib/productionServer.ts'
import { repoRoot } from '../../support/fixtureSite.ts'
import { type TestPostgres, startPostgres } from '../../support/postgres.ts'
import { type RunningRedis, startRedis } from '../../support/redis.ts'
import { type FlakyLeadApi, startFlakyLeadApi } from './flakyLeadApi.ts'
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy.ts'

/** The secrets every instance must share (docs/operations.md, "Running N instances"). */
const SHARED_SECRETS = {
  LEAD_API_KEY: 'cluster-lead-api-key',
  CHECKOUT_API_KEY: 'cluster-checkout-api-key',
  MARKETING_AUTOMATION_PORTAL_ID: 'cluster-portal',
  MARKETING_AUTOMATION_FORM_ID: 'cluster-form',
}

export interface SiteCluster {
  proxy: RoundRobinProxy
  leadApi: FlakyLeadApi
  databaseUrl: string
  instances: RunningServer[]
  /** SIGKILL instance `index` (no graceful close), as a crash would. */
  kill(index: number): Promise<void>
  /** SIGTERM instance `index` (a deploy's graceful stop) and wait for it to exit; resolves with its exit code. */
  terminate(index: number): Promise<number | null>
  /** Starts instance `index` again on its port, with the same environment; resolves once it answers. */
  restart(index: number): Promise<void>
  /** Every instance's output, for failure messages. */
  logs(): string
  stop(): Promise<void>
}

/**
 * What `npm run test:cluster` runs against: a real PostgreSQL and a real Redis (the Debian packages, in
 * temporary folders on free ports), the company's lead API as a local stub that fails half its
 * deliveries, `count` production servers (dist/node/server.mjs on the build in dist/) sharing the database,
 * Redis and the secrets, and a round-robin proxy in front, which is also the origin of the embedded
 * services (one identity provider issuer for every instance).
 */
export interface SiteClusterOptions {
  /** The lead API stub fails every other call of each delivery (default), or answers every call. */
  leadApiFailsEveryOther?: boolean
  /** The proxy checks each instance's /api/health/ready and skips those not ready. */
  healthChecks?: boolean
}

export async function startSiteCluster(count = 3, options: SiteClusterOptions = {}): Promise<SiteCluster> {
  if (!existsSync(join(repoRoot, 'dist/node/server.mjs')) || !existsSync(join(repoRoot, 'dist/pages/index.json')))
    throw new Error('The cluster test needs a build: run `npm run build` first (npm test does).')
  const stops: Array<() => Promise<unknown>> = []
  const stopAll = async () => {
    while (stops.length) await stops.pop()!().catch(() => undefined)
  }
  try {
    const [postgres, redis, leadApi]: [TestPostgres, RunningRedis, FlakyLeadApi] = await Promise.all([
      startPostgres(),
      startRedis(),
      startFlakyLeadApi(SHARED_SECRETS.LEAD_API_KEY, { failEveryOther: options.leadApiFailsEveryOther ?? true }),
    ])
    stops.push(
      () => postgres.stop(),
      () => redis.stop(),
      () => leadApi.close(),
    )
    const databaseUrl = await postgres.createDatabase('site')
    const backends: string[] = []
    const proxy = await startRoundRobinProxy(() => backends, {
      readyPath: options.healthChecks ? '/api/health/ready' : undefined,
    })
    stops.push(() => proxy.close())
    const env = {
      ...SHARED_SECRETS,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      LEAD_API_URL: leadApi.leadApiUrl,
      EMBEDDED_SERVICES_ORIGIN: proxy.origin,
      // The lead API stub fails every other call, and after each failure a relay pauses that upstream for a
      // second: with the default 8 deliveries in flight, 1,000 leads would take about 100 s to drain.
      LEAD_RELAY_CONCURRENCY: '32',
    }
    const instances: RunningServer[] = []
    stops.push(() => Promise.all(instances.map((instance) => instance.stop())))
    // The first applies the migrations; the others start together and find them applied.
    const start = async (i: number) => {
      instances[i] = await startProductionServer(repoRoot, env)
      backends[i] = instances[i].baseUrl
    }
    await start(0)
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)))
    // As a deploy waits for the balancer to put every instance in rotation: until then, a balancer that has
    // seen only one instance ready sends it everything, and a test that stops that one at once gets 502s.
    if (options.healthChecks) await Promise.all(instances.map((_, i) => proxy.whenReady(i)))
    const earlierLogs: string[] = []
    return {
      proxy,
      leadApi,
      databaseUrl,
      instances,
      kill: async (index) => {
        earlierLogs.push(`--- instance ${index} (killed) ---\n${instances[index]!.output()}`)
        await instances[index]!.kill()
      },
      terminate: async (index) => {
        // Far above the instance's own SHUTDOWN_TIMEOUT_MS: the instance decides how it exits, not this.
        const code = await instances[index]!.stop(120_000)
        earlierLogs.push(`--- instance ${index} (stopped with ${code}) ---\n${instances[index]!.output()}`)
        return code
      },
      restart: async (index) => {
        instances[index] = await startProductionServer(repoRoot, env, { port: instances[index]!.port })
      },
      logs: () =>
        [...earlierLogs, ...instances.map((instance, i) => `--- instance ${i} ---\n${instance.output()}`)].join('\n'),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
