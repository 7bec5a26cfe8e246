import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import addErrors from 'ajv-errors'
import { EDITOR_SCHEMAS, editorSchemas } from '../lib/editorSchemas.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'

/** The generated editor schemas, validated the way VS Code does: the whole file against the schema it names. */
function validatorFor(output: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats(ajv)
  addErrors(ajv)
  return ajv.compile(editorSchemas(repoRoot).get(output)!)
}
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>
const page = (blocks: unknown[]) => ({
  routes: [{ name: 'home', path: '/', layout: 'default', meta: { title: 'Home' }, blocks }],
  errorPages: readJson('routes.json').errorPages,
})
const errorsOf = (validate: ReturnType<typeof validatorFor>, data: unknown) => {
  validate(data)
  return (validate.errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`)
}

// Compiling two schemas with every block type inlined is whole-site work: sized for a busy machine.
describe('editor schemas (npm run codegen)', { timeout: 120_000 }, () => {
  let routes: ReturnType<typeof validatorFor>
  let sections: ReturnType<typeof validatorFor>
  beforeAll(() => {
    routes = validatorFor(EDITOR_SCHEMAS.routes.output)
    sections = validatorFor(EDITOR_SCHEMAS.sections.output)
  }, 120_000)

  it('are the ones routes.json and site-config/sections.json name, and accept the real config', () => {
    expect(readJson('routes.json').$schema).toBe(`./${EDITOR_SCHEMAS.routes.output}`)
    expect(readJson('site-config/sections.json').$schema).toBe(`../${EDITOR_SCHEMAS.sections.output}`)
    expect(errorsOf(routes, readJson('routes.json'))).toEqual([])
    expect(errorsOf(sections, readJson('site-config/sections.json'))).toEqual([])
  })

  it("check a block's props by its type: a wrong value and an unknown prop of a Hero, and nothing about other types", () => {
    const errors = errorsOf(routes, page([{ id: 'hero', type: 'Hero', props: { heading: 42, colour: 'red' } }]))
    expect(errors).toEqual([
      '/routes/0/blocks/0/props additionalProperties {"additionalProperty":"colour"}',
      '/routes/0/blocks/0/props/heading type {"type":"string"}',
    ])
  })

  it("offer the registered block types, and require a type's props only when no shared section supplies them", () => {
    expect(errorsOf(routes, page([{ id: 'x', type: 'Heroo' }]))[0]).toMatch(/^\/routes\/0\/blocks\/0\/type enum/)
    expect(errorsOf(routes, page([{ id: 'hero', type: 'Hero', props: {} }]))).toEqual([
      '/routes/0/blocks/0/props required {"missingProperty":"heading"}',
    ])
    expect(
      errorsOf(
        routes,
        page([{ id: 'reviews', type: 'ReviewsCarousel', section: 'customer-reviews', props: { heading: 'Reviews' } }]),
      ),
    ).toEqual([])
    // A list item may name a shared item of sections.json, with keys beside it that replace the item's.
    const cards = (items: unknown[]) => page([{ id: 'devices', type: 'ProductCards', props: { heading: 'D', items } }])
    expect(errorsOf(routes, cards([{ shared: 'smart-lock-card', ribbon: 'Sale' }]))).toEqual([])
    expect(errorsOf(routes, cards([{ shared: 42 }])).length).toBeGreaterThan(0)
    // So may a shared section's list.
    const section = (items: unknown[]) => ({ sections: { deals: { type: 'ProductCards', props: { items } } } })
    expect(errorsOf(sections, section([{ shared: 'smart-lock-card' }]))).toEqual([])
    expect(errorsOf(sections, section([{ shared: 42 }])).length).toBeGreaterThan(0)
    expect(errorsOf(sections, { sections: { x: { type: 'Hero', props: { tone: 'loud' } } } })[0]).toMatch(
      /^\/sections\/x\/props\/tone enum/,
    )
  })
})
