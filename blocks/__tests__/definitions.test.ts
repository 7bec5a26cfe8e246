import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BlockType, blockRegistry } from '../registry.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'

const types = Object.keys(blockRegistry) as BlockType[]
const definitions = await Promise.all(types.map(async (type) => [type, (await blockRegistry[type]()).default] as const))

/** What makes code do something in the browser: state and effect hooks, stores, handlers, listeners, timers. */
const BROWSER_BEHAVIOUR: ReadonlyArray<[string, RegExp]> = [
  [
    'a state or effect hook',
    /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ActionState|Optimistic|ImperativeHandle)\b/,
  ],
  ['a store', /\buse[A-Z]\w*Store\b|\bcreateStore\b/],
  ['an event handler', /\bon[A-Z][A-Za-z]*=\{/],
  ['an event listener', /\baddEventListener\b/],
  ['a timer', /\bset(Timeout|Interval)\b/],
]

/** Runtime (not type-only) imports of a module, resolved to absolute paths. */
function runtimeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)].map(
    (match) => resolve(dirname(file), match[1]!),
  )
}

/** The block's browser code: its index.ts and every block module it imports at runtime, transitively (not types, not .server.ts). */
function browserModules(type: BlockType): string[] {
  const seen = new Set<string>()
  const pending = [join(repoRoot, 'blocks', type, 'index.ts')]
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const target of runtimeImports(file)) {
      if (/\.(tsx?)$/.test(target) && !target.endsWith('.server.ts') && target.startsWith(join(repoRoot, 'blocks')))
        pending.push(target)
    }
  }
  return [...seen]
}

function behaviourIn(type: BlockType): string[] {
  return browserModules(type).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return BROWSER_BEHAVIOUR.filter(([, pattern]) => pattern.test(text)).map(
      ([what, pattern]) => `${what} (${text.match(pattern)![0]}) in ${relative(repoRoot, file)}`,
    )
  })
}

describe('block definitions', () => {
  it('every block declares whether it is interactive', () => {
    expect(definitions.length).toBeGreaterThan(0)
    for (const [type, definition] of definitions) expect(typeof definition.interactive, type).toBe('boolean')
  })

  it('only an interactive block says when it hydrates', () => {
    for (const [type, definition] of definitions) {
      if (definition.hydrate === undefined) continue
      expect(definition.interactive, type).toBe(true)
      expect(['inView', 'onArrival', 'onUse'], type).toContain(definition.hydrate)
    }
  })

  it('a block woken by events names site events that block code emits, and only an interactive block names any', () => {
    const woken = definitions.filter(([, definition]) => definition.hydrateOn !== undefined)
    // Something to check: the shop's chosen package, customiser and dialog load their code when asked (issue 27).
    expect(woken.length).toBeGreaterThan(0)
    // A block waiting for an event nobody sends would never hydrate: each event must be sent by some block code.
    const emitted = readdirSync(join(repoRoot, 'blocks'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !file.endsWith('.server.ts'))
      .flatMap((file) => [
        ...readFileSync(join(repoRoot, 'blocks', file), 'utf8').matchAll(/emitSiteEvent\('([a-z-]+)'/g),
      ])
      .map((match) => match[1])
    for (const [type, definition] of woken) {
      expect(definition.interactive, type).toBe(true)
      expect(definition.hydrateOn!.length, type).toBeGreaterThan(0)
      for (const event of definition.hydrateOn!) {
        const name = /^harbor:([a-z-]+)$/.exec(event)?.[1]
        expect(name, `${type}: ${event} is a site event (siteEventType)`).toBeDefined()
        expect(emitted, `${type} waits for ${event}: some block code emits it`).toContain(name)
      }
    }
  })

  it.each(definitions.filter(([, definition]) => !definition.interactive).map(([type]) => type))(
    '%s is declared non-interactive and its code does nothing in the browser',
    (type) => {
      expect(behaviourIn(type)).toEqual([])
    },
  )

  it.each(definitions.filter(([, definition]) => definition.interactive).map(([type]) => type))(
    '%s is declared interactive and its code does something in the browser',
    (type) => {
      expect(behaviourIn(type).length).toBeGreaterThan(0)
    },
  )

  it.each(types)(
    '%s keeps server code out of the browser: its browser modules import no .server.ts at runtime',
    (type) => {
      const leaks = browserModules(type).flatMap((file) =>
        runtimeImports(file)
          .filter((target) => target.endsWith('.server.ts'))
          .map((target) => `${relative(repoRoot, file)} imports ${relative(repoRoot, target)}`),
      )
      expect(leaks).toEqual([])
    },
  )

  it.each(types)('%s declares a server loader exactly when it has a loader.server.ts', (type) => {
    const definition = definitions.find(([candidate]) => candidate === type)![1]
    expect(definition.load !== undefined).toBe(existsSync(join(repoRoot, 'blocks', type, 'loader.server.ts')))
  })
})
