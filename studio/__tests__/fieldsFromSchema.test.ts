import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Field, Fields } from '@puckeditor/core'
import { type ReactNode, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockSchemaFiles } from '../../runtime/config/configFiles.server.ts'
import { readSchemaInlined } from '../../runtime/config/sharedSchemaDefs.server.ts'
import { fieldFor, fieldsFromSchema, isImageAsset } from '../fields/fieldsFromSchema.ts'
import type { PropSchema } from '../fields/schemaTypes.ts'
import { linkProblem } from '../fields/linkCheck.ts'
import { fieldWordsOf } from '../fields/fieldWords.tsx'
import { localPricesToday } from '../../scripts/lib/pricesToday.ts'
import { CatalogueDevicesContext, catalogueFieldKind } from '../fields/catalogueFields.tsx'
import { TemplateValuesContext } from '../fields/chipText.tsx'
import { pageCatalogueFor } from '../server/pageCatalogue.server.ts'

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

describe('catalogue fields', () => {
  const schemaOf = (type: string) => readSchemaInlined(root, blockSchemaFiles(root).get(type)!) as PropSchema
  const cardProps = schemaOf('ProductCards').properties!.items!.items!.properties!

  it('a card’s or hero’s price names a catalogue value, a card’s facts a device: each gets its catalogue field', () => {
    expect(catalogueFieldKind('catalogue', cardProps.price!.properties!.catalogue!)).toBe('price')
    expect(catalogueFieldKind('catalogue', schemaOf('Hero').properties!.price!.properties!.catalogue!)).toBe('price')
    expect(catalogueFieldKind('catalogue', cardProps.specs!.properties!.catalogue!)).toBe('device')
    expect(catalogueFieldKind('heading', { type: 'string' })).toBeNull()
    expect(catalogueFieldKind('catalogue', { type: 'string' })).toBeNull()
  })

  function rendered(field: Field, value: string | undefined, context: (children: ReactNode) => ReactNode): string {
    if (field.type !== 'custom') throw new Error('a catalogue field is a custom field')
    const render = field.render as (props: Record<string, unknown>) => ReactNode
    return renderToStaticMarkup(
      context(createElement(render, { value, onChange: () => {}, id: 'f', name: 'catalogue', field, readOnly: false })),
    )
  }

  it('offers the page’s catalogue values the prop accepts, named for people with what they show today', () => {
    const field = fieldFor('catalogue', cardProps.price!.properties!.catalogue!, sources, 'x')
    const values = [
      { name: 'price.starter-package.monitoring', label: 'Starter monitoring price', value: '$39.99/mo.' },
      // A value the pattern does not accept (savings) and one that is no price are not offered.
      { name: 'price.starter-package.savings', label: 'Starter savings', value: '$50.00' },
      { name: 'brand.name', label: 'Company name', value: 'Harbor' },
    ]
    const html = rendered(field, 'starter-package.monitoring', (children) =>
      createElement(TemplateValuesContext.Provider, { value: values }, children),
    )
    expect(html).toContain(
      '<option value="starter-package.monitoring" selected="">Starter monitoring price ($39.99/mo.)</option>',
    )
    expect(html).not.toContain('savings')
    expect(html).not.toContain('brand.name')
    // A name the catalogue does not hold stays chosen, and says so.
    expect(
      rendered(field, 'retired-package.monitoring', (children) =>
        createElement(TemplateValuesContext.Provider, { value: values }, children),
      ),
    ).toContain('retired-package.monitoring (not in this page’s catalogue)')
  })

  it('offers the catalogue’s devices by name and lists the facts the chosen one brings', () => {
    const field = fieldFor('catalogue', cardProps.specs!.properties!.catalogue!, sources, 'x', false)
    const devices = pageCatalogueFor(root).devices
    const outdoor = devices.find((device) => device.slug === 'outdoor-camera')!
    expect(outdoor.name).toBe('Outdoor Camera')
    expect(outdoor.facts.length).toBeGreaterThan(0)
    const html = rendered(field, 'outdoor-camera', (children) =>
      createElement(CatalogueDevicesContext.Provider, { value: devices }, children),
    )
    expect(html).toContain('<option value="outdoor-camera" selected="">Outdoor Camera</option>')
    for (const fact of outdoor.facts) expect(html).toContain(`<li>${fact}</li>`)
    // Required: no "(not set)" once a device is chosen.
    expect(html).not.toContain('(not set)')
  })

  it('lists only devices that state facts, each as the catalogue states them, and the prices of today', () => {
    const devices = pageCatalogueFor(root).devices
    expect(devices.length).toBeGreaterThan(3)
    for (const device of devices) expect(device.facts.length).toBeGreaterThan(0)
    // The prices the preview fills, as the site quotes them today (one reading: scripts/lib/pricesToday.ts).
    const today = localPricesToday(root)!
    expect(pageCatalogueFor(root).prices).toEqual(Object.fromEntries(today.byId.get(today.defaultCatalogId)!.prices))
    // A partner's catalogue is read, not the shop's, on a partner page: an unknown one offers nothing.
    expect(pageCatalogueFor(root, 'no-such-catalogue')).toEqual({ devices: [], prices: {} })
  })
})
