import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateNamesIn, unknownTemplateValues } from '../templateNames.ts'
import { fillTemplate } from '../../../blocks/shared/fillTemplate.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const schemaOf = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as object

describe('the {{name}} template syntax', () => {
  it('finds page tokens and values, with or without spaces inside the braces', () => {
    expect(templateNamesIn('Add {{ product }} for {{brand.name}}; {single} braces are path placeholders')).toEqual([
      'product',
      'brand.name',
    ])
  })

  it('fills the values a block knows and leaves the text otherwise as written', () => {
    expect(fillTemplate('Question {{current}} of {{ total }}', { current: 2, total: 7 })).toBe('Question 2 of 7')
  })

  it('accepts the values a schema declares for a prop and reports any other at its path, with the declared ones', () => {
    const cart = schemaOf('blocks/ShopCart/schema.json')
    expect(
      unknownTemplateValues(
        { cartBarText: 'Items in your cart: {{count}}', removeButton: 'Remove {{brand.name}} {{product}}' },
        cart,
      ),
    ).toEqual([])
    expect(unknownTemplateValues({ cartBarText: 'Items: {{items}}', heading: 'Your {{product}} cart' }, cart)).toEqual([
      { path: ['cartBarText'], name: 'items', known: ['count'] },
      { path: ['heading'], name: 'product', known: [] },
    ])
  })

  it('follows local $refs and nested objects in a config file schema (site-config/offers.json messages)', () => {
    const offers = schemaOf('schemas/site-config/offers.schema.json')
    const config = JSON.parse(readFileSync(join(repoRoot, 'site-config/offers.json'), 'utf8')) as {
      messages: Record<string, string>
    }
    expect(unknownTemplateValues(config, offers)).toEqual([])
    config.messages.notActive = 'Call {{phone}}'
    expect(unknownTemplateValues(config, offers)).toEqual([
      { path: ['messages', 'notActive'], name: 'phone', known: ['supportPhone'] },
    ])
  })
})
