/**
 * Build step: the code build — `vite build` (dist/client, dist/server), the compiled Node server
 * (bundleServer.ts) and the assets' brotli and gzip copies (precompressAssets.ts) — skipped when none of its inputs
 * changed since the last one. Its inputs are the build's (scripts/buildStamp.js) except routes.json and
 * partners.json, which only the prerender reads (no module imports them; scripts/__tests__/codeBuild.test.ts):
 * a marketer's partner edit goes straight to prerendering its pages.
 *
 *   tsx scripts/build/compile.ts [--force]   (--force: build even when the code build is current)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { INPUTS, buildFingerprint } from '../buildStamp.js'

/** Config files read only when the site is loaded (prerender, server start), never bundled. */
export const PRERENDER_ONLY: ReadonlySet<string> = new Set(['routes.json', 'partners.json'])
/** What the code build is made of: every build input but the two files only the prerender reads. */
export const CODE_INPUTS: readonly string[] = INPUTS.filter((input) => !PRERENDER_ONLY.has(input))
export const CODE_STAMP = 'dist/.code-stamp'
/** What the code build makes: it is redone when one is missing. */
const OUTPUTS = ['dist/server/entry.mjs', 'dist/node/server.mjs', 'dist/client', 'dist/assets.json']

/** The code build's fingerprint, with the settings that change its output (NO_MINIFY). */
export function codeFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${buildFingerprint(root, CODE_INPUTS)}:${env.NO_MINIFY ? 'unminified' : 'minified'}`
}

const root = resolve(import.meta.dirname, '../..')
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stamp = join(root, CODE_STAMP)
  const fingerprint = codeFingerprint(root)
  const current =
    !process.argv.includes('--force') &&
    OUTPUTS.every((output) => existsSync(join(root, output))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fingerprint
  if (current) console.log('code build: no code changed since the last, kept')
  else {
    const step = (script: string, args: string[] = []) =>
      execFileSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' })
    const tsx = (file: string) => step('node_modules/tsx/dist/cli.mjs', [file])
    // No stamp while dist/ is half built: a failed build is built again.
    rmSync(stamp, { force: true })
    step('node_modules/vite/bin/vite.js', ['build'])
    tsx('scripts/build/bundleServer.ts')
    tsx('scripts/build/precompressAssets.ts')
    writeFileSync(stamp, fingerprint)
  }
}
