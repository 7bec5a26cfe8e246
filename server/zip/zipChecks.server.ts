import { checkServiceability, type ServiceabilityResult } from '../../services/zip/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { leadApiKey } from '../leads/upstream/credentials.server.ts'
import { createLeadApiZipClient, type LeadApiZipClient } from './leadApiZipClient.server.ts'

/** How long a loaded serviceable list is reused; a failed load is retried on the next request. */
const LIST_TTL_MS = 5 * 60_000

export interface ServiceableList {
  zips: string[]
  set: ReadonlySet<string>
}

/** A server's ZIP checks: the lead API's ZIP client and the serviceable list it loaded, shared by every caller. */
export interface ZipChecks {
  client: LeadApiZipClient
  /** The lead API's serviceable list, or null when it cannot be loaded. */
  serviceableList(): Promise<ServiceableList | null>
  /** Spec §5's check of a five-digit ZIP: against the list when it loaded, else the API's answer per ZIP. */
  serviceability(zip: string): Promise<ServiceabilityResult>
}

export function createZipChecks(client: LeadApiZipClient): ZipChecks {
  let cached: (ServiceableList & { at: number }) | null = null
  const serviceableList = async () => {
    if (cached && Date.now() - cached.at < LIST_TTL_MS) return cached
    const zips = await client.serviceableZips()
    if (zips) cached = { zips, set: new Set(zips), at: Date.now() }
    return zips ? cached : null
  }
  return {
    client,
    serviceableList,
    serviceability: async (zip) =>
      checkServiceability(zip, {
        list: (await serviceableList())?.set ?? null,
        askApi: (five) => client.isServiceable(five),
      }),
  }
}

const checksByContext = new WeakMap<ServerContext, ZipChecks>()

/**
 * The ZIP checks of a server (one per app context): the browser's ZIP endpoints and the check of a form posted
 * without scripts use one client and one cached list, so the list is loaded once, not once per feature.
 */
export function zipChecksOf(ctx: ServerContext): ZipChecks {
  let checks = checksByContext.get(ctx)
  if (!checks) {
    checks = createZipChecks(
      createLeadApiZipClient({ baseUrl: ctx.upstreams.leadApi.baseUrl, apiKey: () => leadApiKey(ctx) }),
    )
    checksByContext.set(ctx, checks)
  }
  return checks
}
