/**
 * Build step: compiles the Node server (server/index.ts and everything it imports from runtime/, services/,
 * blocks/) into one ES module, dist/node/server.mjs, which `npm start` runs with plain `node` (no tsx, no
 * TypeScript at runtime). Packages stay imports of node_modules, as they are installed for production.
 */
import { build } from 'esbuild'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const SERVER_BUNDLE = 'dist/node/server.mjs'

await build({
  absWorkingDir: root,
  entryPoints: ['server/index.ts'],
  outfile: join(root, SERVER_BUNDLE),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  // Stack traces name the sources (npm start runs node with --enable-source-maps).
  sourcemap: 'linked',
  logLevel: 'warning',
})
console.log(`compiled the server into ${SERVER_BUNDLE}`)
