import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { layers } from '../../eslint.layers.js'
import { repoRoot } from '../support/fixtureSite.ts'

/**
 * The layer rule of `npm run lint` (eslint.layers.js), run on probe sources placed in each layer: an import the
 * wrong way is an error, the right way is not. The probes are text, never files in the tree.
 */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, layers],
})

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(repoRoot, file) })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const imports = (specifier: string, kind: 'value' | 'type' = 'value') =>
  kind === 'type'
    ? `import type { Probe } from '${specifier}'\nexport type Used = Probe\n`
    : `import * as probe from '${specifier}'\nexport const used = probe\n`

describe('the layers lint rule', () => {
  it.each([
    ['runtime/render/probe.ts', '../../blocks/registry.ts', 'runtime must not import blocks'],
    ['runtime/probe.ts', '../server/siteServices.server.ts', 'runtime must not import server'],
    ['services/content/probe.ts', '../../runtime/SiteRuntime.ts', 'services must not import runtime'],
    ['services/content/probe.ts', '../../blocks/shared/pageTitle.ts', 'services must not import blocks'],
    ['blocks/Hero/probe.ts', '../../server/siteServices.server.ts', 'blocks must not import server'],
    ['blocks/Hero/probe.ts', '../../pages/catch-all/+data.ts', 'blocks must not import pages'],
    ['server/probe.ts', '../studio/server/studioApi.server.ts', 'server must not import studio'],
    ['runtime/render/BlockServices.ts', '../SiteRuntime.ts', 'contract must not import runtime'],
  ])('%s importing %s fails: %s', async (file, specifier, message) => {
    expect(await layerErrors(file, imports(specifier))).toEqual([
      `boundaries/element-types: ${message} (docs/architecture.md, "Layers")`,
    ])
  })

  it.each([
    ['runtime/render/probe.ts', '../../services/content/index.ts'],
    ['runtime/render/probe.ts', './BlockDefinition.ts'],
    ['blocks/Hero/probe.ts', '../../runtime/render/PageModelContext.tsx'],
    ['server/probe.ts', '../blocks/shared/sitemap/sitemapListers.server.ts'],
    ['pages/probe.ts', '../server/siteServices.server.ts'],
    ['pages/probe.ts', '../blocks/registry.ts'],
    ['studio/client/probe.ts', '../../blocks/registry.ts'],
  ])('%s importing %s passes', async (file, specifier) => {
    expect(await layerErrors(file, imports(specifier))).toEqual([])
  })

  it("lets the contract name the engine's types, not its code", async () => {
    expect(await layerErrors('runtime/render/BlockServices.ts', imports('../routing/expandRoutes.ts', 'type'))).toEqual(
      [],
    )
    expect(await layerErrors('runtime/render/BlockServices.ts', imports('../routing/expandRoutes.ts'))).toHaveLength(1)
  })
})
