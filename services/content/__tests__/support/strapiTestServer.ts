import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildSchema, graphql, GraphQLScalarType } from 'graphql'

/**
 * A stand-in for Strapi v5's GraphQL endpoint: the parts of the schema Strapi generates for these content
 * types (collection queries with `pagination`, `sort` and `status`, `documentId`, JSON Blocks fields,
 * relations as nested objects, UploadFile media), executed by the real `graphql` package over node http,
 * with Strapi's bearer-token check and its error shape.
 */
const SDL = /* GraphQL */ `
  scalar JSON
  scalar DateTime
  scalar Date
  input PaginationArg { page: Int, pageSize: Int, start: Int, limit: Int }
  enum PublicationStatus { DRAFT PUBLISHED }
  type UploadFile { documentId: ID, url: String!, alternativeText: String, width: Int, height: Int }
  type HelpCategory { documentId: ID!, slug: String!, name: String!, description: String, order: Int }
  type HelpSection { documentId: ID!, slug: String!, name: String!, description: String, order: Int, category: HelpCategory }
  type HelpArticle {
    documentId: ID!, slug: String!, legacyId: String, title: String!, summary: String, body: JSON, tags: JSON, keywords: JSON, feature: Boolean
    updatedAt: DateTime!, category: HelpCategory, section: HelpSection
  }
  type QuickLink { documentId: ID!, slug: String!, label: String!, order: Int, category: HelpCategory, article: HelpArticle }
  type BlogPost {
    documentId: ID!, slug: String!, title: String!, excerpt: String, body: JSON, author: String
    date: Date!, publishedAt: DateTime!, cover: UploadFile
  }
  type Faq { documentId: ID!, question: String!, answer: JSON, group: String, order: Int }
  type TeamMember { documentId: ID!, slug: String!, name: String!, role: String!, bio: JSON, order: Int, photo: UploadFile }
  enum ENUM_LEGALDOCUMENT_KIND { legal company }
  type LegalDocument { documentId: ID!, slug: String!, title: String!, summary: String, kind: ENUM_LEGALDOCUMENT_KIND, body: JSON, updatedAt: DateTime! }
  type TermsSection { documentId: ID!, anchor: String!, title: String!, body: JSON, order: Int }
  type ComponentLocationsCity { id: ID!, slug: String!, name: String!, intro: JSON, neighborhoods: JSON, reviews: JSON, phone: String }
  type LocationState {
    documentId: ID!, slug: String!, name: String!, abbreviation: String!, intro: JSON, phone: String!
    cities: [ComponentLocationsCity]
  }
  type Query {
    helpCategories(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [HelpCategory]!
    helpSections(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [HelpSection]!
    helpArticles(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [HelpArticle]!
    quickLinks(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [QuickLink]!
    blogPosts(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [BlogPost]!
    faqs(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [Faq]!
    teamMembers(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [TeamMember]!
    legalDocuments(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [LegalDocument]!
    termsSections(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [TermsSection]!
    locationStates(filters: JSON, pagination: PaginationArg = {}, sort: [String] = [], status: PublicationStatus = PUBLISHED): [LocationState]!
  }
`

const schema = buildSchema(SDL)
// Strapi's JSON scalar passes Blocks fields through as they are stored.
Object.assign(schema.getType('JSON') as GraphQLScalarType, {
  serialize: (v: unknown) => v,
  parseValue: (v: unknown) => v,
})

type Row = Record<string, unknown>

/** Strapi's `sort: ["field:asc", ...]` and `pagination: { page, pageSize }` (pageSize capped at maxLimit 100). */
function query(rows: Row[], args: { pagination?: { page?: number; pageSize?: number }; sort?: string[] }): Row[] {
  const sorted = [...rows]
  for (const rule of [...(args.sort ?? [])].reverse()) {
    const [field, dir = 'asc'] = rule.split(':') as [string, string]
    const key = (row: Row) =>
      typeof row[field] === 'string' || typeof row[field] === 'number' ? String(row[field]) : ''
    sorted.sort((a, b) => key(a).localeCompare(key(b), 'en', { numeric: true }) * (dir === 'desc' ? -1 : 1))
  }
  const pageSize = Math.min(args.pagination?.pageSize ?? 10, 100)
  const page = args.pagination?.page ?? 1
  return sorted.slice((page - 1) * pageSize, page * pageSize)
}

export interface StrapiTestServer {
  url: string
  /** Every request's variables and whether it carried the right token, for assertions. */
  requests: Array<{ authorized: boolean; operationName: string | null; variables: Record<string, unknown> }>
  /** Makes the next requests fail like an unreachable or broken CMS. */
  setFailing(mode: 'none' | 'http500' | 'graphqlError'): void
  close(): Promise<void>
}

/** Serves `collections` (Strapi-shaped rows, keyed by collection name) at `<url>/graphql`, for `token`. */
export async function startStrapiTestServer(
  collections: Record<string, Row[]>,
  token: string,
): Promise<StrapiTestServer> {
  const rootValue = Object.fromEntries(
    Object.entries(collections).map(([name, rows]) => [name, (args: Parameters<typeof query>[1]) => query(rows, args)]),
  )
  const requests: StrapiTestServer['requests'] = []
  let failing: 'none' | 'http500' | 'graphqlError' = 'none'
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.url !== '/graphql' || req.method !== 'POST') return send(404, { error: 'not found' })
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      query: string
      variables?: Record<string, unknown>
      operationName?: string
    }
    const authorized = req.headers.authorization === `Bearer ${token}`
    requests.push({ authorized, operationName: body.operationName ?? null, variables: body.variables ?? {} })
    if (failing === 'http500') return send(500, { error: 'Internal Server Error' })
    if (!authorized)
      return send(401, {
        data: null,
        errors: [
          {
            message: 'Missing or invalid credentials',
            extensions: { error: { name: 'UnauthorizedError' }, code: 'UNAUTHENTICATED' },
          },
        ],
      })
    if (failing === 'graphqlError')
      return send(200, {
        data: null,
        errors: [{ message: 'Forbidden access', extensions: { error: { name: 'ForbiddenError' }, code: 'FORBIDDEN' } }],
      })
    const result = await graphql({ schema, source: body.query, rootValue, variableValues: body.variables })
    send(200, result)
  }
  const server: Server = createServer((req, res) => void answer(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFailing: (mode) => void (failing = mode),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
