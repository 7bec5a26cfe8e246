/** Headers of every call to the lead API (spec §7.1): the ApiKey, and LeadApi: true from the lead client. */
export function leadApiHeaders(apiKey: string): Record<string, string> {
  return { ApiKey: apiKey, LeadApi: 'true', Accept: 'application/json' }
}
