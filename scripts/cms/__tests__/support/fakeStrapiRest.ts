import { randomBytes } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/** One attribute of a cms/ content type or component, as its schema.json declares it. */
interface Attribute {
  type: string
  required?: boolean
  target?: string
  component?: string
  repeatable?: boolean
  enum?: string[]
}

interface ContentType {
  uid: string
  attributes: Record<string, Attribute>
}

type Row = Record<string, unknown> & { documentId: string }

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export interface FakeStrapi {
  url: string
  requests: RecordedRequest[]
  /** The entries of a collection (by its REST plural) as stored, draft and published alike. */
  entries(plural: string): Row[]
  /** Stores an entry as an editor would make it in Strapi, outside the importer. */
  addEntry(plural: string, data: Record<string, unknown>): Row
  uploads(): Array<Record<string, unknown>>
  close(): Promise<void>
}

/** The content types of the cms/ project, keyed by REST plural, and its components by uid, read from their schema files. */
function readCmsModel(cmsDir: string) {
  const types = new Map<string, ContentType>()
  const apiDir = join(cmsDir, 'src/api')
  for (const api of readdirSync(apiDir)) {
    for (const name of readdirSync(join(apiDir, api, 'content-types'))) {
      const schema = JSON.parse(
        readFileSync(join(apiDir, api, 'content-types', name, 'schema.json'), 'utf8'),
      ) as { info: { pluralName: string; singularName: string }; attributes: Record<string, Attribute> }
      types.set(schema.info.pluralName, {
        uid: `api::${api}.${schema.info.singularName}`,
        attributes: schema.attributes,
      })
    }
  }
  const components = new Map<string, Record<string, Attribute>>()
  const componentsDir = join(cmsDir, 'src/components')
  for (const category of readdirSync(componentsDir))
    for (const file of readdirSync(join(componentsDir, category)))
      components.set(
        `${category}.${file.replace(/\.json$/, '')}`,
        (JSON.parse(readFileSync(join(componentsDir, category, file), 'utf8')) as { attributes: Record<string, Attribute> })
          .attributes,
      )
  return { types, components }
}

class ValidationError extends Error {}

/**
 * A stand-in for Strapi 5's REST content API and upload API, as the importer uses them, over real HTTP: the
 * content types are cms/'s own schema files, and a write is checked as Strapi checks it (unknown keys, required
 * fields on publish, relations by documentId to existing entries, media by library id, Blocks image nodes as
 * library files, dates as YYYY-MM-DD), answered in Strapi's error shape. Strapi stamps `documentId`,
 * `updatedAt` and `publishedAt` itself, a new `publishedAt` at every publish. Every request is recorded.
 */
export async function startFakeStrapi(token: string, cmsDir: string): Promise<FakeStrapi> {
  const { types, components } = readCmsModel(cmsDir)
  const byUid = new Map([...types].map(([plural, type]) => [type.uid, plural]))
  const store = new Map<string, Map<string, Row>>([...types.keys()].map((plural) => [plural, new Map()]))
  const files: Array<Record<string, unknown> & { id: number; name: string }> = []
  const requests: RecordedRequest[] = []

  const checkAttributes = (attributes: Record<string, Attribute>, data: Record<string, unknown>, publish: boolean) => {
    for (const [key, value] of Object.entries(data)) {
      const attribute = attributes[key]
      if (!attribute) throw new ValidationError(`Invalid key ${key}`)
      if (value === null || value === undefined) continue
      if (attribute.type === 'relation') {
        const plural = byUid.get(attribute.target!)!
        if (typeof value !== 'string' || !store.get(plural)!.has(value))
          throw new ValidationError(`${key}: no ${attribute.target} with documentId ${JSON.stringify(value)}`)
      } else if (attribute.type === 'media') {
        if (!files.some((file) => file.id === value)) throw new ValidationError(`${key}: no file with id ${JSON.stringify(value)}`)
      } else if (attribute.type === 'date') {
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
          throw new ValidationError(`${key} must be a valid date (YYYY-MM-DD)`)
      } else if (attribute.type === 'blocks') {
        if (!Array.isArray(value)) throw new ValidationError(`${key} must be an array of blocks`)
        for (const node of value as Array<{ type?: string; image?: { id?: unknown; hash?: unknown } }>)
          if (node.type === 'image' && !files.some((file) => file.id === node.image?.id && file.hash === node.image?.hash))
            throw new ValidationError(`${key}: an image block must hold a media library file`)
      } else if (attribute.type === 'component') {
        const list = attribute.repeatable ? value : [value]
        if (!Array.isArray(list)) throw new ValidationError(`${key} must be an array`)
        for (const item of list as Array<Record<string, unknown>>)
          checkAttributes(components.get(attribute.component!)!, item, publish)
      } else if (attribute.type === 'enumeration') {
        if (typeof value !== 'string' || !attribute.enum!.includes(value)) throw new ValidationError(`${key} must be one of ${attribute.enum!.join(', ')}`)
      }
    }
    if (publish)
      for (const [key, attribute] of Object.entries(attributes))
        if (attribute.required && (data[key] === null || data[key] === undefined))
          throw new ValidationError(`${key} must be defined.`)
  }

  const write = (plural: string, documentId: string | null, data: Record<string, unknown>, publish: boolean) => {
    const type = types.get(plural)!
    checkAttributes(type.attributes, data, publish)
    const entries = store.get(plural)!
    const now = new Date().toISOString()
    const before = documentId ? entries.get(documentId)! : null
    const row: Row = {
      ...(before ?? {}),
      ...data,
      documentId: documentId ?? randomBytes(12).toString('hex'),
      updatedAt: now,
      publishedAt: publish ? now : (before?.publishedAt ?? null),
    }
    entries.set(row.documentId, row)
    return row
  }

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks)
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
      res.end(body === undefined ? undefined : JSON.stringify(body))
    }
    const fail = (status: number, name: string, message: string) =>
      send(status, { data: null, error: { status, name, message, details: {} } })
    const isForm = String(req.headers['content-type']).startsWith('multipart/form-data')
    const body: unknown = raw.length && !isForm ? JSON.parse(raw.toString('utf8')) : null
    requests.push({ method: req.method!, path: url.pathname, query: url.searchParams, body })
    if (req.headers.authorization !== `Bearer ${token}`) return fail(401, 'UnauthorizedError', 'Missing or invalid credentials')

    try {
      if (url.pathname === '/api/upload' && req.method === 'POST') {
        const form = await new Request('http://fake/api/upload', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: raw,
        }).formData()
        const file = form.get('files') as File
        const info = JSON.parse(form.get('fileInfo') as string) as { name: string; alternativeText?: string }
        const hash = `${info.name.replace(/\.[^.]+$/, '')}_${randomBytes(5).toString('hex')}`
        const ext = info.name.slice(info.name.lastIndexOf('.'))
        const stored = {
          id: files.length + 1,
          documentId: randomBytes(12).toString('hex'),
          name: info.name,
          alternativeText: info.alternativeText ?? null,
          caption: null,
          width: 1200,
          height: 800,
          hash,
          ext,
          mime: file.type,
          size: Math.round(file.size / 10.24) / 100,
          url: `/uploads/${hash}${ext}`,
          provider: 'local',
          bytes: Buffer.from(await file.arrayBuffer()),
        }
        files.push(stored)
        const { bytes: _bytes, ...shown } = stored
        return send(201, [shown])
      }
      if (url.pathname === '/api/upload/files' && req.method === 'GET') {
        const name = url.searchParams.get('filters[name][$eq]')
        return send(
          200,
          files.filter((file) => name === null || file.name === name).map(({ bytes: _bytes, ...shown }) => shown),
        )
      }
      const match = /^\/api\/([a-z-]+)(?:\/([^/]+))?$/.exec(url.pathname)
      const plural = match?.[1]
      if (!plural || !types.has(plural)) return fail(404, 'NotFoundError', 'Not Found')
      const documentId = match[2] ?? null
      const entries = store.get(plural)!
      const publish = url.searchParams.get('status') === 'published'
      const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {}
      if (req.method === 'GET' && !documentId) {
        const page = Number(url.searchParams.get('pagination[page]') ?? 1)
        const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), 100)
        const fields = [...url.searchParams].filter(([key]) => key.startsWith('fields[')).map(([, value]) => value)
        // status=draft lists every document (each has a draft); the default lists published ones.
        const all = [...entries.values()].filter((row) => url.searchParams.get('status') === 'draft' || row.publishedAt)
        const rows = all.slice((page - 1) * pageSize, page * pageSize).map((row) =>
          fields.length ? Object.fromEntries(['documentId', ...fields].map((field) => [field, row[field]])) : row,
        )
        return send(200, {
          data: rows,
          meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(all.length / pageSize)), total: all.length } },
        })
      }
      if (req.method === 'POST' && !documentId) {
        for (const key of ['documentId', 'id', 'createdAt', 'updatedAt', 'publishedAt'])
          if (key in data) throw new ValidationError(`Invalid key ${key}`)
        return send(201, { data: write(plural, null, data, publish), meta: {} })
      }
      if (documentId && !entries.has(documentId)) return fail(404, 'NotFoundError', 'Not Found')
      if (req.method === 'PUT' && documentId) {
        for (const key of ['documentId', 'id', 'createdAt', 'updatedAt', 'publishedAt'])
          if (key in data) throw new ValidationError(`Invalid key ${key}`)
        return send(200, { data: write(plural, documentId, data, publish), meta: {} })
      }
      if (req.method === 'DELETE' && documentId) {
        entries.delete(documentId)
        return send(204)
      }
      return fail(405, 'MethodNotAllowedError', 'Method Not Allowed')
    } catch (error) {
      if (error instanceof ValidationError) return fail(400, 'ValidationError', error.message)
      throw error
    }
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    entries: (plural) => [...store.get(plural)!.values()],
    addEntry: (plural, data) => write(plural, null, data, true),
    uploads: () => files.map(({ bytes: _bytes, ...shown }) => shown),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
