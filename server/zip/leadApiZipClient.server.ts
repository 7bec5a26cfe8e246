import type { ZipDetails } from '../../services/zip/contract.ts'
import { leadApiHeaders } from '../leads/upstream/leadApiHeaders.server.ts'
import { sendUpstream, type UpstreamRequest, type UpstreamResponse } from '../leads/upstream/sendUpstream.server.ts'

/**
 * The lead client's ZIP calls (spec §7.1 items 7, 8, 10). Every failure is swallowed into null, as the
 * spec's error catalogue asks (§8: a failed list or serviceability lookup counts as serviceable).
 */
export interface LeadApiZipClient {
  serviceableZips(): Promise<string[] | null>
  isServiceable(zip: string): Promise<boolean | null>
  lookup(zip: string): Promise<ZipDetails[] | null>
}

export interface ZipClientOptions {
  baseUrl: string
  apiKey: () => string
  timeoutMs?: number
  send?: (request: UpstreamRequest) => Promise<UpstreamResponse>
}

export function createLeadApiZipClient({
  baseUrl,
  apiKey,
  timeoutMs = 5000,
  send = sendUpstream,
}: ZipClientOptions): LeadApiZipClient {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    try {
      const response = await send({
        url: baseUrl + path,
        method,
        headers: { ...leadApiHeaders(apiKey()), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
      })
      if (response.status < 200 || response.status >= 300) return null
      return JSON.parse(response.body) as unknown
    } catch {
      return null
    }
  }

  return {
    async serviceableZips() {
      const data = (await call('GET', '/Lead/GetAllServiceableZipCodes')) as { Data?: unknown } | null
      const list = data?.Data
      return Array.isArray(list) && list.every((zip) => typeof zip === 'string') ? list : null
    },
    async isServiceable(zip) {
      const data = (await call('GET', `/Lead/IsZipcodeServiceableLeadAPI?zipCode=${encodeURIComponent(zip)}`)) as {
        Data?: { isZipCodeServiceable?: unknown } | null
      } | null
      const answer = data?.Data?.isZipCodeServiceable
      return typeof answer === 'boolean' ? answer : null
    },
    async lookup(zip) {
      const data = (await call('POST', '/api/execute/ZipCode', { data: { PostalCode: zip } })) as {
        data?: unknown
      } | null
      return Array.isArray(data?.data) ? (data.data as unknown[]).filter(isZipDetails) : null
    },
  }
}

function isZipDetails(value: unknown): value is ZipDetails {
  const v = value as Partial<ZipDetails> | null
  return !!v && typeof v.PostalCode === 'string' && typeof v.City === 'string' && typeof v.State === 'string'
}
