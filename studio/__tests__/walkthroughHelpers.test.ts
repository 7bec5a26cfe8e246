import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const ACTIONS = 'studio/__tests__/support/studioActions.ts'

describe("the marketer walkthrough and the studio's browser tests", () => {
  it('share one set of studio actions, which loads outside vitest (the walkthrough runs under tsx)', () => {
    const walkthrough = read('scripts/studio-walkthrough.ts')
    expect(walkthrough).toMatch(
      /import \{[^}]*\bdragBlock\b[^}]*\bopenStudioPage\b[^}]*\bsaveAndConfirm\b[^}]*\bselectBlock\b[^}]*\} from '\.\.\/studio\/__tests__\/support\/studioActions\.ts'/,
    )
    // Its own copies are gone: no second drag with the mouse, no second save dialog.
    expect(walkthrough).not.toContain('page.mouse.down')
    expect(walkthrough).not.toContain('[data-confirm-save]')
    // Only types from elsewhere: vitest cannot be imported outside its runner.
    const imports = read(ACTIONS).match(/^import .*$/gm) ?? []
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true)
    const loaded = execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./${ACTIONS}').then((m) => console.log(Object.keys(m).sort().join()))`],
      { cwd: root, encoding: 'utf8' },
    )
    expect(loaded.trim()).toBe('chipText,dragBlock,openStudioPage,saveAndConfirm,selectBlock,untilSteady')
  })

  it('wait for what the page does, each wait with a deadline: no sleeps, no endless polling', () => {
    for (const file of ['scripts/studio-walkthrough.ts', ACTIONS]) {
      const source = read(file)
      expect(source, file).not.toMatch(/setTimeout\(/)
      expect(source, file).not.toMatch(/while \(|for \(let [a-z]+ = '';\s*;/)
      // The one loop that waits for a steady layout gives up at its deadline.
      if (source.includes('for (;;)')) expect(source, file).toMatch(/Date\.now\(\) > deadline/)
    }
  })
})
