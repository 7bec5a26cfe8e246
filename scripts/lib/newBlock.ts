import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What `npm run new:block -- <Name> [--interactive]` asks for. */
export interface NewBlockRequest {
  name: string
  interactive: boolean
  /** The schema's description: what editors place the block for (the studio shows it). */
  description?: string
}

export const REGISTRY_FILE = 'blocks/registry.ts'
const REGISTRY_START = /^export const blockRegistry = \{$/m

/** Why `name` cannot be a new block type in the tree at `root`, or null when it can. */
export function newBlockProblem(root: string, name: string): string | null {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name))
    return `"${name}" is not a block type name: PascalCase letters and digits, such as TeamGrid`
  if (existsSync(join(root, 'blocks', name))) return `blocks/${name} exists already`
  if (new RegExp(`^\\s+${name}:`, 'm').test(readFileSync(join(root, REGISTRY_FILE), 'utf8')))
    return `${REGISTRY_FILE} registers ${name} already`
  return null
}

/**
 * Writes a block's folder (schema.json, <Name>.tsx, index.ts, a test in __tests__/) and its registry line.
 * The block works as written (a heading and a text; an interactive one shows its text on a button press), so
 * the tree type-checks and its tests pass before the developer makes it their own. Returns the files written.
 */
export function writeNewBlock(root: string, request: NewBlockRequest): string[] {
  const problem = newBlockProblem(root, request.name)
  if (problem) throw new Error(problem)
  const { name } = request
  const folder = join('blocks', name)
  const files: Array<[string, string]> = [
    [join(folder, 'schema.json'), schemaJson(request)],
    [join(folder, `${name}.tsx`), request.interactive ? interactiveComponent(name) : staticComponent(name)],
    [join(folder, 'index.ts'), definition(name, request.interactive)],
    [join(folder, '__tests__', `${name}.test.tsx`), request.interactive ? interactiveTest(name) : staticTest(name)],
  ]
  mkdirSync(join(root, folder, '__tests__'), { recursive: true })
  for (const [file, text] of files) writeFileSync(join(root, file), text)
  writeFileSync(join(root, REGISTRY_FILE), withRegistryLine(readFileSync(join(root, REGISTRY_FILE), 'utf8'), name))
  return [...files.map(([file]) => file), REGISTRY_FILE]
}

/** The registry with `name`'s line added in alphabetical order among the entries. */
export function withRegistryLine(registry: string, name: string): string {
  const start = REGISTRY_START.exec(registry)
  if (!start) throw new Error(`${REGISTRY_FILE} has no "export const blockRegistry = {" line to add the block to`)
  const lines = registry.split('\n')
  let index = registry.slice(0, start.index).split('\n').length
  while (index < lines.length && /^\s+\w+: /.test(lines[index]!)) {
    const key = /^\s+(\w+):/.exec(lines[index]!)![1]!
    if (key.localeCompare(name) > 0) break
    index++
  }
  lines.splice(index, 0, `  ${name}: () => import('./${name}/index.ts'),`)
  return lines.join('\n')
}

function schemaJson({ name, interactive, description }: NewBlockRequest): string {
  const properties: Record<string, object> = {
    heading: { type: 'string', minLength: 1, description: 'The heading of the section.' },
    text: { type: 'string', minLength: 1, description: 'The paragraph under the heading.' },
  }
  if (interactive)
    properties.toggleLabel = {
      type: 'string',
      minLength: 1,
      default: 'Read more',
      description: 'The button that shows and hides the text.',
    }
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://schemas.harborhomesecurity.com/blocks/${name}.schema.json`,
    title: `${name}Props`,
    description: description ?? `A heading and a paragraph${interactive ? ' shown on request' : ''}.`,
    type: 'object',
    additionalProperties: false,
    required: ['heading', 'text'],
    properties,
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}

const componentImports = (name: string) => `import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ${name}Props } from '../../schemas/generated/blocks/${name}Props.ts'
import { Container, Section } from '../shared/layout.tsx'`

function staticComponent(name: string): string {
  return `${componentImports(name)}

export function ${name}({ id, props }: BlockProps<${name}Props>) {
  return (
    <Section id={id} aria-labelledby={\`\${id}-heading\`}>
      <Container>
        <h2 id={\`\${id}-heading\`}>{props.heading}</h2>
        <p>{props.text}</p>
      </Container>
    </Section>
  )
}
`
}

function interactiveComponent(name: string): string {
  return `import { useState } from 'react'
${componentImports(name)}

export function ${name}({ id, props }: BlockProps<${name}Props>) {
  const [open, setOpen] = useState(false)
  return (
    <Section id={id} aria-labelledby={\`\${id}-heading\`}>
      <Container>
        <h2 id={\`\${id}-heading\`}>{props.heading}</h2>
        <button type="button" aria-expanded={open} aria-controls={\`\${id}-text\`} onClick={() => setOpen(!open)}>
          {props.toggleLabel}
        </button>
        <p id={\`\${id}-text\`} hidden={!open}>
          {props.text}
        </p>
      </Container>
    </Section>
  )
}
`
}

function definition(name: string, interactive: boolean): string {
  return `import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ${name} } from './${name}.tsx'

export default defineBlock({ schema, Component: ${name}, interactive: ${interactive} })
`
}

const testImports = `import { describe, expect, it } from 'vitest'
import { mainOf, renderBlock } from '../../../tests/support/renderBlock.ts'`

function staticTest(name: string): string {
  return `${testImports}

describe('${name} block', () => {
  it('labels the section with its heading and shows its text', async () => {
    const html = mainOf(await renderBlock('${name}', { heading: 'Why Harbor', text: 'Local installers.' }, '/', 'why'))
    expect(html).toContain('<section id="why" aria-labelledby="why-heading"')
    expect(html).toContain('<h2 id="why-heading">Why Harbor</h2>')
    expect(html).toContain('<p>Local installers.</p>')
  })
})
`
}

function interactiveTest(name: string): string {
  return `${testImports}

describe('${name} block', () => {
  it('labels the section with its heading; the text waits, hidden, behind its button', async () => {
    const html = mainOf(await renderBlock('${name}', { heading: 'Why Harbor', text: 'Local installers.' }, '/', 'why'))
    expect(html).toContain('<section id="why" aria-labelledby="why-heading"')
    expect(html).toContain('<h2 id="why-heading">Why Harbor</h2>')
    expect(html).toContain('<button type="button" aria-expanded="false" aria-controls="why-text">Read more</button>')
    expect(html).toContain('<p id="why-text" hidden="">Local installers.</p>')
  })
})
`
}
