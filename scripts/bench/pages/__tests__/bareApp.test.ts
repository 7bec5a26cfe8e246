import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import vikeReact from 'vike-react/config'
import { describe, expect, it } from 'vitest'
import bareConfig from '../../../../bench/bare/config.ts'
import { bareAppEntries, bareAppPaths, bareViteConfig, keepingFileContent } from '../bareApp.ts'

const root = resolve(import.meta.dirname, '../../../..')

describe('the bare reference app', () => {
  it('builds with none of the site’s Vite settings, in an ignored folder of the repository', () => {
    const config = bareViteConfig(root)
    expect(config.configFile).toBe(false)
    const outDir = config.build?.outDir ?? ''
    // Inside the repository, so the built server entry resolves vike and react from the root node_modules.
    expect(relative(root, outDir)).toBe('test-results/bench-bare/dist')
    expect(relative(root, config.root ?? '')).toBe('test-results/bench-bare/app')
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain('test-results/')
    expect(bareAppPaths(root).outDir).toBe(outDir)
  })

  it('keeps its `+` files out of bench/bare, where the site’s own build would take them for site pages', () => {
    const entries = bareAppEntries(root)
    expect(entries).toEqual({
      'pages/+config.ts': "export { default } from '../../../../bench/bare/config.ts'\n",
      'pages/index/+Page.tsx': "export { default } from '../../../../../bench/bare/Page.tsx'\n",
    })
    // Each re-export points at a module that exists.
    const { appRoot } = bareAppPaths(root)
    for (const [file, text] of Object.entries(entries)) {
      const target = /from '(.+)'/.exec(text)![1]!
      expect(existsSync(resolve(join(appRoot, file), '..', target)), target).toBe(true)
    }
    expect(readdirSync(join(root, 'bench/bare')).filter((name) => name.startsWith('+'))).toEqual([])
  })

  it('uses the site’s own vike, vike-react, react and vite: no package.json or node_modules of its own', () => {
    for (const own of ['package.json', 'node_modules', 'vite.config.ts'])
      expect(existsSync(join(root, 'bench/bare', own)), own).toBe(false)
  })

  it('is a vike-react app with server routing and prerendering, like the site', () => {
    expect(bareConfig.extends).toEqual([vikeReact])
    expect(bareConfig.clientRouting).toBe(false)
    expect(bareConfig.prerender).toMatchObject({ enable: true })
  })

  it('puts back the file a build rewrites, after success and after failure', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-keep-')), 'autoImporter.js')
    writeFileSync(file, "export const status = 'SET' // the site")
    expect(keepingFileContent(file, () => (writeFileSync(file, 'the bare app'), 42))).toBe(42)
    expect(readFileSync(file, 'utf8')).toBe("export const status = 'SET' // the site")
    expect(() =>
      keepingFileContent(file, () => {
        writeFileSync(file, 'half written')
        throw new Error('build failed')
      }),
    ).toThrow('build failed')
    expect(readFileSync(file, 'utf8')).toBe("export const status = 'SET' // the site")
  })
})
