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

/** Relative link targets of a Markdown file: `[text](target)`, without anchors; web links are left out. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
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
})
