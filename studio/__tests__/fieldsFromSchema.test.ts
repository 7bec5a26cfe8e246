import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Field, Fields } from '@puckeditor/core'
import { blockSchemaFiles } from '../../runtime/config/configFiles.server.ts'
import { readSchemaInlined } from '../../runtime/config/sharedSchemaDefs.server.ts'
import { fieldFor, fieldsFromSchema, isImageAsset } from '../fields/fieldsFromSchema.ts'
import type { PropSchema } from '../fields/schemaTypes.ts'
import { linkProblem } from '../fields/linkCheck.ts'
import { fieldWordsOf } from '../fields/fieldWords.tsx'

const root = join(import.meta.dirname, '../..')
const sources = {
  imageAssets: ['scenes/home', 'devices/panel'],
  routePaths: ['/', '/shop', '/shop/products/:id', '/shop/{partner}'],
}

/** Walks a schema and its generated fields together: every prop must have a field of a kind that fits it. */
function expectEveryPropHasAField(schema: PropSchema, fields: Fields, where: string): number {
  const image = isImageAsset(schema)
  let count = 0
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const field = fields[name] as Field | undefined
    expect(field, `${where}.${name} has no field`).toBeDefined()
    count += 1
    if (!field) continue
    // Words for people, from the schema: a label and a line of help on every field.
    expect(prop.title, `${where}.${name} has no "title" (its label in the studio)`).toBeTruthy()
    expect(prop.description, `${where}.${name} has no "description" (its help text in the studio)`).toBeTruthy()
    expect(field.label).toBe(prop.title)
    if (field.type !== 'custom' && field.type !== 'text')
      expect(fieldWordsOf(field.labelIcon)).toEqual({ prop: name, help: prop.description })
    if (prop.enum || (image && name === 'asset')) expect(field.type).toBe('select')
    else if (prop.type === 'object') {
      expect(field.type).toBe('object')
      if (field.type === 'object') count += expectEveryPropHasAField(prop, field.objectFields, `${where}.${name}`)
    } else if (prop.type === 'array' && prop.items?.type === 'object') {
      expect(field.type).toBe('array')
      if (field.type === 'array') count += expectEveryPropHasAField(prop.items, field.arrayFields, `${where}.${name}[]`)
    } else if (prop.type === 'array') expect(field.type).toBe('custom')
    else if (prop.type === 'boolean') expect(field.type).toBe('radio')
    else if (prop.type === 'integer' || prop.type === 'number') expect(field.type).toBe('number')
    else expect(['text', 'textarea', 'custom']).toContain(field.type)
  }
  return count
}

describe('fields from block schemas', () => {
  const schemas = [...blockSchemaFiles(root)].map(
    ([type, file]) => [type, readSchemaInlined(root, file) as PropSchema] as const,
  )

  it('finds the block schemas', () => {
    expect(schemas.length).toBeGreaterThan(20)
  })

  it.each(schemas)('%s: every prop, nested ones included, gets a field that fits its schema', (type, schema) => {
    const fields = fieldsFromSchema(schema, sources, type)
    expectEveryPropHasAField(schema, fields, type)
    expect(Object.keys(fields)).toEqual(Object.keys(schema.properties ?? {}))
  })

  it('labels a field with its schema title and keeps the prop it edits, where problems find it', () => {
    const field = fieldFor(
      'eyebrow',
      { type: 'string', title: 'Small heading above the title', description: 'A few words above the heading.' },
      sources,
      'x',
    )
    expect(field.label).toBe('Small heading above the title')
    const count = fieldFor(
      'perPage',
      { type: 'integer', title: 'How many per page', description: 'Shown at once.' },
      sources,
      'x',
    )
    expect(count.label).toBe('How many per page')
    expect(fieldWordsOf(count.labelIcon)).toEqual({ prop: 'perPage', help: 'Shown at once.' })
    expect(fieldFor('ctaLabel', { type: 'string' }, sources, 'x').label).toBe('Cta label')
  })

  it('refuses a block prop named like the dates every block has', () => {
    expect(() =>
      fieldsFromSchema({ type: 'object', properties: { schedule: { type: 'string' } } }, sources, 'Hero'),
    ).toThrow(/dates/)
  })

  it('maps each kind of prop to its field', () => {
    // Texts are chip fields: template values show as chips (chipText.tsx).
    expect(fieldFor('heading', { type: 'string' }, sources, 'x').type).toBe('custom')
    expect(fieldFor('subheading', { type: 'string' }, sources, 'x').type).toBe('custom')
    expect(fieldFor('count', { type: 'integer', minimum: 1 }, sources, 'x')).toMatchObject({
      type: 'number',
      min: 1,
      step: 1,
    })
    expect(fieldFor('tone', { enum: ['light', 'dark'] }, sources, 'x')).toMatchObject({ type: 'select' })
    expect(fieldFor('open', { type: 'boolean' }, sources, 'x').type).toBe('radio')
    const image = fieldFor(
      'image',
      { type: 'object', properties: { asset: { type: 'string' }, alt: { type: 'string' } } },
      sources,
      'x',
    )
    expect(image.type === 'object' && image.objectFields.asset).toMatchObject({
      type: 'select',
      options: expect.arrayContaining([{ label: 'scenes/home', value: 'scenes/home' }]),
    })
    expect(fieldFor('href', { type: 'string' }, sources, 'x').type).toBe('custom')
  })

  it('refuses a prop shape it has no field for instead of dropping it', () => {
    expect(() => fieldFor('map', { type: 'object' }, sources, 'Block.map')).toThrow(/Block.map/)
  })
})

describe('links checked against the route table', () => {
  it.each([
    ['/shop', null],
    ['/shop/', null],
    ['/shop/products/abc?x=1', null],
    ['/shop/keystone', null],
    ['https://example.com', null],
    ['tel:+18555550100', null],
    ['#faqs', null],
    ['/no-such-page', 'no page of the site answers /no-such-page'],
    ['shop', 'a link starts with /, https://, tel:, mailto: or #'],
  ])('%s', (href, problem) => {
    expect(linkProblem(href, sources.routePaths)).toBe(problem)
  })
})
