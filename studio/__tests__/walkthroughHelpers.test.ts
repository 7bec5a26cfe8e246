import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const ACTIONS = 'studio/__tests__/support/studioActions.ts'
const WALKTHROUGH = 'scripts/studio-walkthrough.ts'

/** The names `file` imports from `from` (its import declarations, read by the TypeScript parser), and whether type-only. */
function importsOf(file: string): Array<{ from: string; names: string[]; typeOnly: boolean }> {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest)
  return source.statements.filter(ts.isImportDeclaration).map((declaration) => {
    const clause = declaration.importClause
    const bindings = clause?.namedBindings
    return {
      from: (declaration.moduleSpecifier as ts.StringLiteral).text,
      names: bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [],
      typeOnly: !clause || clause.isTypeOnly,
    }
  })
}

// What the no-sleep rule refuses in the walkthrough and the shared actions: a timer, and a loop with no bound of
// its own (a `while`, a `for` with no condition that is not the one deadline loop).
const SLEEP = /setTimeout\(/
const UNBOUNDED_LOOP = /while \(|for \(let [a-z]+ = '';\s*;/
const DEADLINE_LOOP = /for \(;;\)/
const DEADLINE_CHECK = /Date\.now\(\) > deadline/

describe("the marketer walkthrough and the studio's browser tests", () => {
  it('share one set of studio actions, which loads outside vitest (the walkthrough runs under tsx)', () => {
    const shared = importsOf(WALKTHROUGH).filter(
      (entry) => entry.from === '../studio/__tests__/support/studioActions.ts',
    )
    const used = shared.flatMap((entry) => entry.names)
    expect(used).toEqual(expect.arrayContaining(['dragBlock', 'openStudioPage', 'saveAndConfirm', 'selectBlock']))
    // Its own copies are gone: no second drag with the mouse, no second save dialog.
    const walkthrough = read(WALKTHROUGH)
    expect(walkthrough).not.toContain('page.mouse.down')
    expect(walkthrough).not.toContain('[data-confirm-save]')
    // Only types from elsewhere: vitest cannot be imported outside its runner.
    expect(importsOf(ACTIONS).filter((entry) => !entry.typeOnly)).toEqual([])
    const loaded = execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./${ACTIONS}').then((m) => console.log(Object.keys(m).join()))`],
      { cwd: root, encoding: 'utf8' },
    )
    // Loaded without vitest, it gives the walkthrough every action it imports.
    expect(loaded.trim().split(',')).toEqual(expect.arrayContaining(used))
  })

  it('the no-sleep rule refuses timers and unbounded loops, and lets bounded loops and the deadline loop through', () => {
    for (const sleep of ['await new Promise((resolve) => setTimeout(resolve, 500))', 'setTimeout(check, 100)'])
      expect(sleep).toMatch(SLEEP)
    expect('clearTimeout(timer)').not.toMatch(SLEEP)
    for (const loop of ['while (!(await done())) {}', "for (let text = ''; ; text = await read()) {}"])
      expect(loop).toMatch(UNBOUNDED_LOOP)
    for (const loop of ['for (let i = 1; i <= steps; i++) {}', 'for (const task of tasks) {}', 'for (;;) {}'])
      expect(loop).not.toMatch(UNBOUNDED_LOOP)
    const deadlineLoop = 'for (;;) {\n  if (Date.now() > deadline) throw new Error(what)\n}'
    expect(deadlineLoop).toMatch(DEADLINE_LOOP)
    expect(deadlineLoop).toMatch(DEADLINE_CHECK)
    expect('for (;;) {\n  if (await steady()) return\n}').not.toMatch(DEADLINE_CHECK)
  })

  it('wait for what the page does, each wait with a deadline: no sleeps, no endless polling', () => {
    for (const file of [WALKTHROUGH, ACTIONS]) {
      const source = read(file)
      expect(source, file).not.toMatch(SLEEP)
      expect(source, file).not.toMatch(UNBOUNDED_LOOP)
      // The one loop that waits for a steady layout gives up at its deadline.
      if (DEADLINE_LOOP.test(source)) expect(source, file).toMatch(DEADLINE_CHECK)
    }
  })
})
