import type { Catalogue } from '../../services/catalogue/index.ts'
import type { CatalogueClient } from '../../runtime/render/BlockServices.ts'

/** The catalogue API adapter: GET {baseUrl}/catalogues/{catalogId}, answered in the API's shape. */
export class HttpCatalogueClient implements CatalogueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async catalogue(catalogId: string): Promise<Catalogue | null> {
    const response = await this.fetchImpl(`${this.baseUrl}/catalogues/${encodeURIComponent(catalogId)}`, {
      headers: { Accept: 'application/json', ...(this.apiKey ? { ApiKey: this.apiKey } : {}) },
      signal: AbortSignal.timeout(10_000),
      // Never follow a redirect: it would take the ApiKey to another host. A 3xx is not ok: an error below.
      redirect: 'manual',
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`Catalogue API answered ${response.status} for catalogue "${catalogId}"`)
    return (await response.json()) as Catalogue
  }
}
