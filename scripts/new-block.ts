/**
 * `npm run new:block -- <Name> [--interactive] [--description "…"]`: a new block type in one step. Writes
 * blocks/<Name>/ (schema.json, <Name>.tsx, index.ts, __tests__/<Name>.test.tsx) and its line in
 * blocks/registry.ts, then runs codegen once (props type, block type map, the islands' table). See
 * docs/authoring-blocks.md.
 */
import { spawnSync } from 'node:child_process'
import { writeNewBlock } from './lib/newBlock.ts'

const args = process.argv.slice(2)
const descriptionAt = args.indexOf('--description')
const description = descriptionAt >= 0 ? args[descriptionAt + 1] : undefined
const names = args.filter((arg, i) => !arg.startsWith('--') && (descriptionAt < 0 || i !== descriptionAt + 1))
if (names.length !== 1 || (descriptionAt >= 0 && !description)) {
  console.error('usage: npm run new:block -- <Name> [--interactive] [--description "what editors place it for"]')
  process.exit(2)
}
const root = process.cwd()
try {
  const written = writeNewBlock(root, { name: names[0]!, interactive: args.includes('--interactive'), description })
  for (const file of written) console.log(`wrote ${file}`)
} catch (error) {
  console.error(`new:block: ${(error as Error).message}`)
  process.exit(1)
}
const codegen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/codegen.ts'], { cwd: root, stdio: 'inherit' })
process.exit(codegen.status ?? 1)
