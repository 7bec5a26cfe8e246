import type { Plugin, Rolldown } from 'vite'

/** Where a module's id says it sits: a file ending in one of these paths (posix or Windows separators). */
function endsWithPath(id: string, path: string): boolean {
  return id.replaceAll('\\', '/').split('?')[0]!.endsWith(path)
}

interface GraphReader {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null
}

/**
 * Every module `from` imports statically, directly or not, `from` included, except packages `shared` rejects and
 * the modules that import one. A static import is no proof of use: a module may import a library for a function
 * only other blocks call (services/schedule and luxon), and putting it in a chunk every page loads would load the
 * library on every page. Such modules stay where the bundler puts them.
 */
export function staticClosure(
  graph: GraphReader,
  from: readonly string[],
  shared: (id: string) => boolean,
): Set<string> {
  const isPackage = (id: string) => id.replaceAll('\\', '/').includes('/node_modules/')
  const rejected = (id: string) => isPackage(id) && !shared(id)
  const seen = new Set<string>()
  const taken = new Set<string>()
  const stack = [...from]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const imports = graph.getModuleInfo(id)?.importedIds ?? []
    if (rejected(id) || (!isPackage(id) && imports.some(rejected))) continue
    taken.add(id)
    stack.push(...imports)
  }
  return taken
}

/**
 * The modules that a module loaded on demand (an `import()`'s target) other than `roots` reaches through static
 * imports: what a chunk for `roots` alone must not take, or loading that other module would load the chunk too.
 */
export function reachedByOthers(graph: GraphReader, roots: readonly string[]): Set<string> {
  const targets = new Set<string>()
  for (const id of graph.getModuleIds())
    for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) targets.add(target)
  const others = [...targets].filter((target) => !roots.includes(target))
  return staticClosure(graph, others, () => true)
}

/** One chunk of the browser build: its name and the modules (by path from the root) whose static imports it holds. */
export interface IslandChunk {
  name: string
  roots: readonly string[]
  /** When given, only the modules whose id it matches: the others stay where the bundler puts them. */
  only?: RegExp
  /**
   * Only the modules no other module loaded on demand reaches (reachedByOthers): for blocks one page hydrates
   * together (the shop's), whose helpers that other blocks also use stay in files of their own.
   */
  exclusive?: boolean
}

/** The packages every page's islands run on (React, React DOM, Emotion and what they import): the only ones taken. */
export const EVERY_PAGE_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics|js-cookie|zustand)[\\/]/

/**
 * The browser build's chunks for what every page loads (issue 27, phone-sized JS). The island loader's entry
 * shares its modules with Vike's own client entries (built, never requested: pages boot the islands only), so the
 * bundler would cut what every page runs into about thirty files of a few hundred bytes, each gzipped on its own:
 * about 7 KiB more on the wire than the same code in a few files. Each chunk here takes every module that its
 * roots import statically (the entry: React, React DOM, Emotion, the loader, the frame; the header: the block on
 * every page, hydrated on arrival, and the shared parts it uses), less what an earlier chunk took. An island's own
 * block code still loads only when that island is wanted: blocks import the chunks, not the other way round.
 */
export function islandChunks(chunks: readonly IslandChunk[]): {
  plugin: Plugin
  groups: Rolldown.CodeSplittingGroup[]
} {
  const members = new Map<string, string>()
  const plugin: Plugin = {
    name: 'island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      members.clear()
      const ids = [...this.getModuleIds()]
      for (const chunk of chunks) {
        const roots = chunk.roots.map((root) => {
          const id = ids.find((candidate) => endsWithPath(candidate, root))
          if (!id) throw new Error(`island-chunks: ${root} is not in the browser build`)
          return id
        })
        const others = chunk.exclusive ? reachedByOthers(this, roots) : new Set<string>()
        for (const id of staticClosure(this, roots, (id) => EVERY_PAGE_PACKAGES.test(id)))
          if (!members.has(id) && (!chunk.only || chunk.only.test(id)) && !others.has(id)) members.set(id, chunk.name)
      }
    },
  }
  const groups = chunks.map((chunk): Rolldown.CodeSplittingGroup => ({
    name: chunk.name,
    test: (id) => members.get(id) === chunk.name,
    // By default a group also takes its members' imports, which would pull in the helpers it leaves to others. Its
    // members import those (in their own files), never the other way round, so no two chunks import each other.
    ...(chunk.exclusive ? { includeDependenciesRecursively: false } : {}),
  }))
  return { plugin, groups }
}
