import { describe, expect, it } from 'vitest'
import { blockRegistry } from '../../../blocks/registry.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { checkSite } from '../loadSite.server.ts'

/** The engine does not import the registry: config:check hands its types in, and a folder left out is reported. */
describe('the registry handed to the config check', () => {
  it('is the set of block folders with a schema, so the real site checks clean with it', () => {
    expect(checkSite(repoRoot, { registeredTypes: Object.keys(blockRegistry) }).issues).toEqual([])
  })

  it('reports a block folder whose schema has no registry line', () => {
    const registeredTypes = Object.keys(blockRegistry).filter((type) => type !== 'SitemapList')
    const messages = checkSite(repoRoot, { registeredTypes }).issues.map((issue) => `${issue.file}: ${issue.message}`)
    expect(messages).toContain(
      'blocks/SitemapList/schema.json: block folder SitemapList is not registered in blocks/registry.ts',
    )
  })
})
