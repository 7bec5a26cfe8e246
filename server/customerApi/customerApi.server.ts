import type { ServerContext } from '../ServerContext.server.ts'
import { leadApiKey } from '../leads/upstream/credentials.server.ts'
import { type CustomerApi, createCustomerApi } from './customerApiClient.server.ts'

/** The customer API of this server's configuration: the lead API upstream, with its key. */
export function customerApiFor(ctx: ServerContext): CustomerApi {
  return createCustomerApi({ baseUrl: ctx.upstreams.leadApi.baseUrl, apiKey: leadApiKey(ctx) })
}
