import fc from 'fast-check'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/apiRouter.server.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createLeadsFeature } from '../leadsRouter.server.ts'
import { contextFor, listen, sampleLead } from './support/leadTestKit.ts'

type Answer = { status: number; body: { status?: string; message?: unknown; fieldErrors?: unknown } }

/** Calls the lead router in-process (no sockets), with the body as the JSON parser would have left it. */
function invoke(router: express.Router, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = {
      method: 'POST',
      url: '/leads',
      headers: { 'content-type': 'application/json' },
      body,
    } as unknown as express.Request
    const res = {
      statusCode: 200,
      set() {
        return res
      },
      status(code: number) {
        res.statusCode = code
        return res
      },
      json(payload: Answer['body']) {
        resolve({ status: res.statusCode, body: JSON.parse(JSON.stringify(payload)) as Answer['body'] })
        return res
      },
    }
    router(req, res as unknown as express.Response, (error?: Error | string) =>
      error instanceof Error ? reject(error) : reject(new Error('route not handled')),
    )
  })
}

const valid = sampleLead()
const REQUIRED_PATHS = [
  ['idempotencyKey'],
  ['formId'],
  ['kind'],
  ['page'],
  ['contact'],
  ['page', 'pageUrl'],
  ['page', 'pageName'],
  ['page', 'routeName'],
  ...['firstName', 'lastName', 'email', 'phone', 'zip'].map((f) => ['contact', f]),
]
const STRING_PATHS = [
  ['idempotencyKey'],
  ['formId'],
  ['page', 'pageUrl'],
  ['page', 'pageName'],
  ['page', 'routeName'],
  ...['firstName', 'lastName', 'email', 'phone', 'zip'].map((f) => ['contact', f]),
]
const OBJECT_PATHS = [['page'], ['contact'], ['answers'], ['attribution']]

function withChange(
  path: string[],
  change: (parent: Record<string, unknown>, key: string) => void,
): Record<string, unknown> {
  const copy = structuredClone(valid) as unknown as Record<string, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  change(parent, path.at(-1)!)
  return copy
}

const notAString = fc.anything().filter((value) => typeof value !== 'string')
const notAnObject = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything()),
)
const blank = fc.stringMatching(/^\s*$/)
const PHONE = /^\s*(\([2-9][0-9]{2}\)|[2-9][0-9]{2})[-\s]?[0-9]{3}[-\s]?[0-9]{4}\s*$/

/** Bodies that are malformed by construction, from "not an object at all" to one wrong contact field. */
const malformedBody = fc.oneof(
  notAnObject,
  fc.object({ maxDepth: 3 }),
  fc.constantFrom(...REQUIRED_PATHS).map((path) => withChange(path, (parent, key) => delete parent[key])),
  fc
    .tuple(fc.constantFrom(...STRING_PATHS), notAString)
    .map(([path, value]) => withChange(path, (parent, key) => (parent[key] = value))),
  fc
    .tuple(fc.constantFrom(...OBJECT_PATHS), notAnObject)
    .map(([path, value]) => withChange(path, (parent, key) => (parent[key] = value))),
  fc
    .tuple(fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'zip'), blank)
    .map(([field, value]) => withChange(['contact', field], (p, k) => (p[k] = value))),
  fc
    .string()
    .filter((s) => !s.includes('@'))
    .map((email) => withChange(['contact', 'email'], (p, k) => (p[k] = email))),
  fc
    .string({ maxLength: 30 })
    .filter((s) => !PHONE.test(s))
    .map((phone) => withChange(['contact', 'phone'], (p, k) => (p[k] = phone))),
  fc
    .string({ maxLength: 10 })
    .filter((s) => !/^\s*[0-9]{5}/.test(s))
    .map((zip) => withChange(['contact', 'zip'], (p, k) => (p[k] = zip))),
  fc
    .string({ minLength: 101, maxLength: 300 })
    .map((name) => withChange(['contact', 'firstName'], (p, k) => (p[k] = name))),
  fc
    .string()
    .filter((s) => !/^[A-Za-z0-9_-]{8,128}$/.test(s))
    .map((key) => withChange(['idempotencyKey'], (p, k) => (p[k] = key))),
  fc
    .string()
    .filter((s) => !['general', 'callback', 'consultation', 'ecommerce', 'assessment', 'scheduling'].includes(s))
    .map((kind) => withChange(['kind'], (p, k) => (p[k] = kind))),
  fc
    .tuple(
      fc.string({ minLength: 1 }).filter((k) => !(k in valid)),
      fc.anything(),
    )
    .map(([key, value]) => withChange([key], (p, k) => (p[k] = value))),
)

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

describe('fuzzing POST /api/leads', () => {
  it('answers 10,000 malformed bodies with 400 and a clear message, stores nothing, never throws', async () => {
    const db = openSqliteStorage(':memory:')
    const feature = createLeadsFeature(contextFor(db, 'http://127.0.0.1:9'), { log: () => {} })
    await fc.assert(
      fc.asyncProperty(malformedBody, async (body) => {
        const answer = await invoke(feature.router, body)
        expect(answer.status).toBe(400)
        expect(answer.body.status).toBe('invalid')
        expect(typeof answer.body.message).toBe('string')
        expect((answer.body.message as string).length).toBeGreaterThan(10)
      }),
      { numRuns: 10_000 },
    )
    expect(await feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
    // The valid lead the bodies were made from is accepted, so the 400s were about the changes.
    expect((await invoke(feature.router, valid)).status).toBe(202)
  }, 60_000)

  it('answers bodies that are not JSON at all with 400 over HTTP, in the same shape', async () => {
    const app = express().use('/api', apiRouter(contextFor(openSqliteStorage(':memory:'), 'http://127.0.0.1:9')))
    const server = await listen(app)
    cleanups.push(server.close)
    const raw = fc.sample(
      fc
        .oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"idempotencyKey": }', '\u0000', '{}}'))
        .filter((s) => {
          try {
            JSON.parse(s)
            return false
          } catch {
            return s.trim().length > 0
          }
        }),
      200,
    )
    for (const text of raw) {
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      })
      expect(response.status, text).toBe(400)
      expect(await response.json()).toEqual({
        status: 'invalid',
        message: 'The request body is not valid JSON.',
        fieldErrors: {},
      })
    }
    const large = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(40_000) }),
    })
    expect(large.status).toBe(413)
    expect((await large.json()).message).toBe('The request body is too large.')
  })
})
