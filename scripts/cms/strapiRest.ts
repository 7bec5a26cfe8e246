/**
 * A minimal client for Strapi 5's REST content API, authenticated with an API token: what the importer and
 * the Strapi comparison test need (list, create, update, upload), with Strapi's error messages kept.
 */
export interface StrapiRestOptions {
  url: string
  token: string
  timeoutMs?: number
}

/** A file in Strapi's media library as its upload API returns it (a Blocks image node embeds all of it). */
export interface StrapiFile {
  id: number
  url: string
  name: string
  alternativeText: string | null
  width: number | null
  height: number | null
  [field: string]: unknown
}

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown }
}

export class StrapiRestClient {
  private readonly base: string

  constructor(private readonly options: StrapiRestOptions) {
    this.base = options.url.replace(/\/graphql\/?$/, '').replace(/\/$/, '')
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.options.token}`,
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    })
    const text = await response.text()
    if (!response.ok) {
      let detail = text.slice(0, 500)
      try {
        const parsed = JSON.parse(text) as StrapiErrorBody
        if (parsed.error?.message) detail = `${parsed.error.name ?? 'Error'}: ${parsed.error.message} ${JSON.stringify(parsed.error.details ?? {})}`
      } catch {
        // Not JSON: the raw text says more than nothing.
      }
      throw new Error(`Strapi ${method} ${path} answered ${response.status}: ${detail}`)
    }
    return (text ? JSON.parse(text) : null) as T
  }

  /** Every entry of a collection (drafts included, so an unpublished entry is found and updated, not duplicated). */
  async listAll<T>(plural: string, fields: string[]): Promise<T[]> {
    const entries: T[] = []
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ status: 'draft', 'pagination[page]': String(page), 'pagination[pageSize]': '100' })
      fields.forEach((field, i) => query.set(`fields[${i}]`, field))
      const answer = await this.request<{ data: T[]; meta: { pagination: { pageCount: number } } }>(
        'GET',
        `/api/${plural}?${query.toString()}`,
      )
      entries.push(...answer.data)
      if (page >= answer.meta.pagination.pageCount) return entries
    }
  }

  create(plural: string, data: Record<string, unknown>): Promise<{ data: { documentId: string } }> {
    return this.request('POST', `/api/${plural}?status=published`, { data })
  }

  update(plural: string, documentId: string, data: Record<string, unknown>): Promise<{ data: { documentId: string } }> {
    return this.request('PUT', `/api/${plural}/${documentId}?status=published`, { data })
  }

  /** Deletes a document: every version of it (draft and published). */
  async remove(plural: string, documentId: string): Promise<void> {
    await this.request('DELETE', `/api/${plural}/${documentId}`)
  }

  async upload(fileName: string, bytes: Uint8Array<ArrayBuffer>, mimeType: string, alternativeText: string): Promise<StrapiFile> {
    const form = new FormData()
    form.append('files', new Blob([bytes], { type: mimeType }), fileName)
    form.append('fileInfo', JSON.stringify({ name: fileName, alternativeText }))
    const files = await this.request<StrapiFile[]>('POST', '/api/upload', form)
    return files[0]!
  }

  /** Media already in Strapi's library under this file name (so importing twice does not upload twice). */
  async findUpload(fileName: string): Promise<StrapiFile | null> {
    const query = new URLSearchParams({ 'filters[name][$eq]': fileName })
    const files = await this.request<StrapiFile[]>('GET', `/api/upload/files?${query.toString()}`)
    return files[0] ?? null
  }
}
