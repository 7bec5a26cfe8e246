import { describe, expect, it } from 'vitest'
import { EVERY_PAGE_PACKAGES, reachedByOthers, staticClosure } from '../islandChunks.ts'

/** A module graph by id: each module's static imports, and its `import()`s. */
function graph(imports: Record<string, string[]>, dynamicImports: Record<string, string[]> = {}) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      id in imports ? { importedIds: imports[id]!, dynamicallyImportedIds: dynamicImports[id] ?? [] } : null,
  }
}

const shared = (id: string) => EVERY_PAGE_PACKAGES.test(id)

describe('the modules a chunk every page loads takes', () => {
  it('takes what the roots import, directly or not, with React, React DOM and Emotion', () => {
    const taken = staticClosure(
      graph({
        '/app/blocks/islandEntry.ts': ['/app/runtime/islands/islandLoader.ts', '/app/node_modules/react-dom/client.js'],
        '/app/runtime/islands/islandLoader.ts': ['/app/node_modules/@emotion/cache/dist/cache.js'],
        '/app/node_modules/react-dom/client.js': ['/app/node_modules/scheduler/index.js'],
        '/app/node_modules/@emotion/cache/dist/cache.js': [],
        '/app/node_modules/scheduler/index.js': [],
        '/app/blocks/Other/index.ts': [],
      }),
      ['/app/blocks/islandEntry.ts'],
      shared,
    )
    expect([...taken].sort()).toEqual([
      '/app/blocks/islandEntry.ts',
      '/app/node_modules/@emotion/cache/dist/cache.js',
      '/app/node_modules/react-dom/client.js',
      '/app/node_modules/scheduler/index.js',
      '/app/runtime/islands/islandLoader.ts',
    ])
  })

  it('leaves other libraries, and the modules that import one, to the blocks that use them (Luxon)', () => {
    const taken = staticClosure(
      graph({
        '/app/blocks/islandEntry.ts': ['/app/services/index.ts'],
        '/app/services/index.ts': ['/app/services/schedule/index.ts', '/app/services/money.ts'],
        '/app/services/schedule/index.ts': ['/app/node_modules/luxon/build/es6/luxon.mjs'],
        '/app/node_modules/luxon/build/es6/luxon.mjs': [],
        '/app/services/money.ts': [],
      }),
      ['/app/blocks/islandEntry.ts'],
      shared,
    )
    expect(taken).not.toContain('/app/node_modules/luxon/build/es6/luxon.mjs')
    expect(taken).not.toContain('/app/services/schedule/index.ts')
    expect(taken).toContain('/app/services/money.ts')
  })

  it('ends on a cycle', () => {
    const taken = staticClosure(graph({ '/a.ts': ['/b.ts'], '/b.ts': ['/a.ts'] }), ['/a.ts'], shared)
    expect([...taken].sort()).toEqual(['/a.ts', '/b.ts'])
  })
})

describe('the modules only some blocks reach', () => {
  it('are those no other block loaded on demand reaches: a helper the hero also uses stays out of the shop page', () => {
    const blocks = ['/app/blocks/ShopCart/index.ts', '/app/blocks/ShopZipHero/index.ts', '/app/blocks/Hero/index.ts']
    const modules = graph(
      {
        '/app/blocks/islandEntry.ts': ['/app/generated/interactiveBlocks.ts'],
        '/app/generated/interactiveBlocks.ts': [],
        '/app/blocks/ShopCart/index.ts': ['/app/blocks/ShopCart/ShopCart.tsx'],
        '/app/blocks/ShopCart/ShopCart.tsx': [],
        '/app/blocks/ShopZipHero/index.ts': ['/app/blocks/shared/PartnerPanel.tsx', '/app/blocks/ShopZipHero/zip.ts'],
        '/app/blocks/ShopZipHero/zip.ts': [],
        '/app/blocks/Hero/index.ts': ['/app/blocks/shared/PartnerPanel.tsx'],
        '/app/blocks/shared/PartnerPanel.tsx': ['/app/blocks/shared/CheckList.tsx'],
        '/app/blocks/shared/CheckList.tsx': [],
      },
      { '/app/generated/interactiveBlocks.ts': blocks },
    )
    const others = reachedByOthers(modules, blocks.slice(0, 2))
    expect([...others].sort()).toEqual([
      '/app/blocks/Hero/index.ts',
      '/app/blocks/shared/CheckList.tsx',
      '/app/blocks/shared/PartnerPanel.tsx',
    ])
    expect(others).not.toContain('/app/blocks/ShopZipHero/zip.ts')
  })
})
