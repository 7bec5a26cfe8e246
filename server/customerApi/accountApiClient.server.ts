import { type CustomerInfo, customerInfoFromResponse } from '../../services/auth/index.ts'

/**
 * The single-sign-on customer call (spec §7.2, 11): GET {account-api}/api/sso/customer on behalf of the
 * signed-in customer, whose token the site's server holds. Any failure gives an empty object (§8).
 */
export async function fetchCustomerInfo(
  accountApiBaseUrl: string,
  bearerToken: string,
  customerIp: string | null,
): Promise<CustomerInfo> {
  try {
    const headers: Record<string, string> = { Authorization: `Bearer ${bearerToken}`, Accept: 'application/json' }
    // The account API records the customer's address, not the site server's.
    if (customerIp) headers['X-Forwarded-For'] = customerIp
    const response = await fetch(`${accountApiBaseUrl}/api/sso/customer`, {
      headers,
      signal: AbortSignal.timeout(10_000),
      redirect: 'manual',
    })
    if (!response.ok) {
      console.error(`customer info call failed: HTTP ${response.status}`)
      return {}
    }
    return customerInfoFromResponse(await response.json())
  } catch (error) {
    console.error('customer info call failed:', error instanceof Error ? error.message : error)
    return {}
  }
}

/** Where the browser goes for a move request (spec §2.10, §7.2, 12). */
export function moveRequestUrl(accountApi: {
  mode: 'embedded' | 'remote'
  baseUrl: string
  embeddedPath: string
}): string {
  // The embedded account API is this very server, so the browser stays on the host it is using.
  return accountApi.mode === 'embedded'
    ? `/embedded/${accountApi.embeddedPath}/moverequest`
    : `${accountApi.baseUrl}/moverequest`
}
