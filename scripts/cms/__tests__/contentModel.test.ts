import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../../services/content/index.ts'
import { collectionQuery } from '../../../services/content/strapi/queries.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { CMS_COLLECTIONS } from '../importContent.ts'

/** Fields every Strapi 5 document has without its schema naming them. */
const SYSTEM_FIELDS = ['documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']

/** The top-level fields a collection query selects (nested selections such as `category { slug }` left out). */
function selectedFields(collection: string): string[] {
  let selection = /\$sort\)\s*\{([\s\S]*)\}\s*\}\s*$/.exec(collectionQuery(collection as never))![1]!
  while (/\{[^{}]*\}/.test(selection)) selection = selection.replace(/\{[^{}]*\}/g, ' ')
  return selection.split(/\s+/).filter(Boolean).sort()
}

function contentSchemaFields(collection: string): string[] {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas/content', `${collection}.schema.json`), 'utf8')) as {
    properties: { data: { properties: Record<string, { items: { properties: Record<string, unknown> } }> } }
  }
  return Object.keys(schema.properties.data.properties[collection]!.items.properties).sort()
}

describe("cms/'s content model, the site's queries and the local files agree", () => {
  it.each(COLLECTION_NAMES)('%s: every field the files hold is one the query selects and the Strapi type has', (collection) => {
    const plural = CMS_COLLECTIONS[collection].plural
    const apiName = plural === 'faqs' ? 'faq' : plural.replace(/ies$/, 'y').replace(/s$/, '')
    const schema = JSON.parse(
      readFileSync(join(repoRoot, 'cms/src/api', apiName, 'content-types', apiName, 'schema.json'), 'utf8'),
    ) as { info: { pluralName: string }; attributes: Record<string, unknown> }
    expect(schema.info.pluralName).toBe(plural)
    const attributes = [...Object.keys(schema.attributes), ...SYSTEM_FIELDS]
    // The local files are exactly the query's answer: the same fields.
    expect(contentSchemaFields(collection)).toEqual(selectedFields(collection))
    for (const field of selectedFields(collection)) expect(attributes, `${collection}.${field}`).toContain(field)
  })

  it("a state's cities: the query's fields are the location.city component's", () => {
    const city = JSON.parse(readFileSync(join(repoRoot, 'cms/src/components/location/city.json'), 'utf8')) as {
      attributes: Record<string, unknown>
    }
    const cities = /cities \{([^}]*)\}/.exec(collectionQuery('locationStates'))![1]!.trim().split(/\s+/).sort()
    expect(cities).toEqual(Object.keys(city.attributes).sort())
  })
})
