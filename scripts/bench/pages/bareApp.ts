import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import react from '@vitejs/plugin-react'
import type { InlineConfig } from 'vite'
import vike from 'vike/plugin'

/**
 * The reference app's source (bench/bare), the folder it is assembled and built in (ignored, under
 * test-results/) and its build. The build stays inside the repository so the built server entry resolves
 * vike and react from the same node_modules as the site.
 */
export function bareAppPaths(root: string): { source: string; appRoot: string; outDir: string } {
  const work = join(root, 'test-results/bench-bare')
  return { source: join(root, 'bench/bare'), appRoot: join(work, 'app'), outDir: join(work, 'dist') }
}

/**
 * The `+` files of the reference app, each re-exporting a module of bench/bare. They are written only
 * into the ignored build folder: Vike takes every tracked `+` file under the site's root as one of the
 * site's pages, so bench/bare itself holds none.
 */
export function bareAppEntries(root: string): Record<string, string> {
  const { source, appRoot } = bareAppPaths(root)
  const reexport = (file: string, module: string) => {
    const from = relative(dirname(join(appRoot, file)), join(source, module))
    return `export { default } from '${from}'\n`
  }
  return {
    'pages/+config.ts': reexport('pages/+config.ts', 'config.ts'),
    'pages/index/+Page.tsx': reexport('pages/index/+Page.tsx', 'Page.tsx'),
  }
}

/**
 * The reference app's Vite config: the site's own vike and React plugins from the root node_modules, and
 * none of the site's settings (no Emotion JSX runtime, no vite.config.ts).
 */
export function bareViteConfig(root: string): InlineConfig {
  const { appRoot, outDir } = bareAppPaths(root)
  return {
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vike()],
    build: { target: 'es2022', outDir, emptyOutDir: true },
  }
}

/**
 * Assembles, builds and prerenders the reference app (Vike prerenders at the end of the build) in a
 * child process started in the app's folder: Vike takes its root from the working directory, once per
 * process. Returns the build folder.
 */
export function buildBareApp(root: string): string {
  const { appRoot, outDir } = bareAppPaths(root)
  rmSync(dirname(appRoot), { recursive: true, force: true })
  for (const [file, text] of Object.entries(bareAppEntries(root))) {
    mkdirSync(dirname(join(appRoot, file)), { recursive: true })
    writeFileSync(join(appRoot, file), text)
  }
  const result = keepingSiteServerEntry(() =>
    spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'buildBareMain.ts'), root], {
      cwd: appRoot,
      stdio: 'inherit',
    }),
  )
  if (result.status !== 0) throw new Error(`bench: building the bare app failed (exit ${result.status})`)
  if (!existsSync(join(outDir, 'client/index.html')))
    throw new Error(`bench: the bare app was not prerendered in ${outDir}`)
  return outDir
}

/**
 * A Vike build records where its server entry is in a file inside node_modules (vite-plugin-server-entry's
 * autoImporter.js), and the site's server finds its build through that file: building the bare app would
 * point the site's server at the bare app. The file is put back as it was once the build is done.
 */
export function keepingSiteServerEntry<T>(build: () => T): T {
  const runtime = createRequire(import.meta.url).resolve('@brillout/vite-plugin-server-entry/runtime')
  return keepingFileContent(join(dirname(runtime), 'autoImporter.js'), build)
}

/** Runs `action` and puts `file` back as it was before, whether the action succeeded or not. */
export function keepingFileContent<T>(file: string, action: () => T): T {
  const before = readFileSync(file)
  try {
    return action()
  } finally {
    writeFileSync(file, before)
  }
}
