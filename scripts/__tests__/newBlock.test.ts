import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../tests/support/fixtureSite.ts'
import { withRegistryLine, writeNewBlock } from '../lib/newBlock.ts'

/** What the copy leaves out: nothing the block, codegen or the type check reads. */
const LEFT_OUT = [
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'public',
  'docs',
  'tests/config/site-baseline',
]

let copy: string

/** Runs a script of the copy with tsx, in the copy, as `npm run` would. */
function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: copy, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const read = (file: string) => readFileSync(join(copy, file), 'utf8')

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-block-'))
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.includes(relative(repoRoot, source)),
  })
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'))
})

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('npm run new:block, on a copy of the tree', () => {
  // Two new:block runs, a codegen check and a type check of the blocks' program: 30 s on an idle machine, minutes
  // on a loaded one; the limits are for the work.
  it('writes an interactive and a static block, registers them, and one codegen leaves nothing stale', () => {
    const interactive = run('scripts/new-block.ts', 'ProbeToggle', '--interactive')
    expect(interactive.status, interactive.output).toBe(0)
    const plain = run('scripts/new-block.ts', 'ProbeNote', '--description', 'A note for the probe.')
    expect(plain.status, plain.output).toBe(0)

    for (const name of ['ProbeToggle', 'ProbeNote'])
      for (const file of ['schema.json', `${name}.tsx`, 'index.ts', `__tests__/${name}.test.tsx`])
        expect(existsSync(join(copy, 'blocks', name, file)), `${name}/${file}`).toBe(true)
    expect(JSON.parse(read('blocks/ProbeNote/schema.json'))).toMatchObject({
      title: 'ProbeNoteProps',
      description: 'A note for the probe.',
    })
    expect(read('blocks/ProbeToggle/index.ts')).toContain('interactive: true')
    expect(read('blocks/ProbeNote/index.ts')).toContain('interactive: false')
    expect(read('blocks/registry.ts')).toContain("  ProbeToggle: () => import('./ProbeToggle/index.ts'),")
    expect(read('blocks/registry.ts')).toContain("  ProbeNote: () => import('./ProbeNote/index.ts'),")

    // What the type check reads, from the one codegen each run made.
    expect(existsSync(join(copy, 'schemas/generated/blocks/ProbeToggleProps.ts'))).toBe(true)
    expect(read('schemas/generated/blockTypes.ts')).toContain('  ProbeToggle: ProbeToggleProps')
    expect(read('schemas/generated/blockTypes.ts')).toContain('  ProbeNote: ProbeNoteProps')
    const islands = read('schemas/generated/interactiveBlocks.ts')
    expect(islands).toContain("  ProbeToggle: () => import('../../blocks/ProbeToggle/index.ts'),")
    expect(islands).not.toContain('ProbeNote')
    const check = run('scripts/codegen.ts', '--check')
    expect(check.status, check.output).toBe(0)

    // The new blocks, their tests, the registry and the islands' table type-check.
    writeFileSync(
      join(copy, 'tsconfig.probe.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: ['blocks/ProbeToggle', 'blocks/ProbeNote', 'blocks/registry.ts', 'schemas/generated'],
      }),
    )
    const tsc = spawnSync(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript-native/bin/tsc'), '--noEmit', '-p', 'tsconfig.probe.json'],
      { cwd: copy, encoding: 'utf8' },
    )
    expect(tsc.status, `${tsc.stdout}${tsc.stderr}`).toBe(0)
  }, 420_000)

  it('needs one codegen by hand too: the registry line may come after it (the islands read the block folders)', () => {
    const registry = read('blocks/registry.ts')
    writeNewBlock(copy, { name: 'ProbeLater', interactive: true })
    writeFileSync(join(copy, 'blocks/registry.ts'), registry)
    const codegen = run('scripts/codegen.ts')
    expect(codegen.status, codegen.output).toBe(0)
    expect(read('schemas/generated/interactiveBlocks.ts')).toContain('ProbeLater')
    writeFileSync(join(copy, 'blocks/registry.ts'), withRegistryLine(registry, 'ProbeLater'))
    const check = run('scripts/codegen.ts', '--check')
    expect(check.status, check.output).toBe(0)
  }, 300_000)

  it('refuses a name that is taken or not a type name, and writes nothing', () => {
    const registry = read('blocks/registry.ts')
    const taken = run('scripts/new-block.ts', 'Hero')
    expect(taken.status).toBe(1)
    expect(taken.output).toContain('blocks/Hero exists already')
    const lower = run('scripts/new-block.ts', 'teamGrid')
    expect(lower.status).toBe(1)
    expect(lower.output).toContain('"teamGrid" is not a block type name')
    expect(existsSync(join(copy, 'blocks/teamGrid'))).toBe(false)
    expect(read('blocks/registry.ts')).toBe(registry)
  }, 60_000)
})

describe('withRegistryLine', () => {
  it('adds the line among the entries in alphabetical order', () => {
    const registry = [
      "import type { X } from './x.ts'",
      '',
      'export const blockRegistry = {',
      "  Alpha: () => import('./Alpha/index.ts'),",
      "  Gamma: () => import('./Gamma/index.ts'),",
      '} satisfies X',
      '',
    ].join('\n')
    expect(withRegistryLine(registry, 'Beta').split('\n').slice(3, 6)).toEqual([
      "  Alpha: () => import('./Alpha/index.ts'),",
      "  Beta: () => import('./Beta/index.ts'),",
      "  Gamma: () => import('./Gamma/index.ts'),",
    ])
    expect(withRegistryLine(registry, 'Zeta').split('\n')[5]).toBe("  Zeta: () => import('./Zeta/index.ts'),")
    expect(() => withRegistryLine('export const other = {}', 'Beta')).toThrow(/no "export const blockRegistry = \{"/)
  })
})
