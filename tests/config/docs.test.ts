import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const docs = [join(repoRoot, 'README.md'), ...markdownFiles(join(repoRoot, 'docs'))]

/**
 * Relative link targets of a Markdown file: `[text](target)`, without anchors; web links are left out, and so are
 * links inside fenced code blocks (an example of generated Markdown, such as a config:review report's screenshots).
 */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
}

/** Top-level entries of the repository: a path in backticks that starts with one of them names a file of ours. */
const topLevel = new Set(readdirSync(repoRoot).filter((name) => !name.startsWith('.') && name !== 'node_modules'))

/** Build output, kept builds (npm run release) and data written at run time, absent from a fresh checkout (ignored by git). */
const GENERATED = /^(dist|data|test-results|releases)\//

/** The walkthrough's example block in docs/authoring-blocks.md, which the reader creates. */
const EXAMPLE = /(^|\/)Testimonials/

/** Every file name in the repository (sources, docs, config), for names a doc gives without their folder. */
function fileNames(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || GENERATED.test(`${entry.name}/`)) continue
    if (entry.isDirectory()) fileNames(join(dir, entry.name), names)
    else names.add(entry.name)
  }
  return names
}

/**
 * File paths a Markdown file names in code spans: `runtime/render/PageView.tsx`, `blocks/registry.ts:12`,
 * `server/storage/` or a bare `migrations.test.ts`. Patterns and templates (`*`, `<Name>`, `{x}`, `…`) are
 * left out, as are URL paths (`/api/...`) and extensions alone (`.server.ts`).
 */
export function namedPaths(markdown: string): { paths: string[]; fileNames: string[] } {
  const paths: string[] = []
  const names: string[] = []
  for (const [, span] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const token = span!.replace(/[),.;]+$/, '').replace(/:\d+(-\d+)?$/, '')
    if (/[*<>{}…$|]/.test(token) || token.startsWith('/') || token.startsWith('.')) continue
    const [first] = token.split('/')
    if (token.includes('/') && topLevel.has(first!)) paths.push(token)
    else if (!token.includes('/') && /\.(tsx?|md|json|sql|ya?ml)$/.test(token)) names.push(token)
  }
  return { paths, fileNames: names }
}

describe('documentation', () => {
  it('keeps the README short: quick start, commands and where to read next', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThanOrEqual(300)
    expect(readme).toContain('npm install && npm start')
    expect(readme).toContain('npm test')
  })

  it.each(docs.map((file) => [relative(repoRoot, file), file]))(
    '%s links only to files inside the repository',
    (_, file) => {
      const markdown = readFileSync(file, 'utf8')
      for (const target of relativeLinks(markdown)) {
        const path = resolve(dirname(file), decodeURIComponent(target))
        expect(relative(repoRoot, path).startsWith('..'), `${target} leaves the repository`).toBe(false)
        expect(existsSync(path), `${target} does not exist`).toBe(true)
      }
      expect(markdown).not.toMatch(/\.\.\/shared\//)
    },
  )

  const allNames = fileNames(repoRoot)
  it.each(docs.map((file) => [relative(repoRoot, file), file]))('%s names only files that exist', (_, file) => {
    const { paths, fileNames: names } = namedPaths(readFileSync(file, 'utf8'))
    const missing = [
      ...paths.filter((path) => !GENERATED.test(path) && !EXAMPLE.test(path) && !existsSync(join(repoRoot, path))),
      ...names.filter((name) => !EXAMPLE.test(name) && !allNames.has(name)),
    ]
    expect(missing).toEqual([])
  })

  it('finds the paths a doc names, and would catch a stale one', () => {
    const { paths, fileNames: names } = namedPaths(
      'See `runtime/render/PageView.tsx`, `blocks/registry.ts:12`, `server/storage/`, `migrations.test.ts`, ' +
        '`blocks/<Name>/index.ts`, `/api/leads`, `.server.ts`, `routes.json` and `pages/+onRenderClient.ts`.',
    )
    expect(paths).toEqual([
      'runtime/render/PageView.tsx',
      'blocks/registry.ts',
      'server/storage/',
      'pages/+onRenderClient.ts',
    ])
    expect(names).toEqual(['migrations.test.ts', 'routes.json'])
    expect(existsSync(join(repoRoot, 'pages/+onRenderClient.ts'))).toBe(false)
    expect(allNames.has('migrations.test.ts')).toBe(false)
  })
})
