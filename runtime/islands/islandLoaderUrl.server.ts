import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The browser entry's source (it starts runtime/islands/islandLoader.ts), the input of the browser build in vite.config.ts. */
export const ISLAND_LOADER_ENTRY = 'blocks/islandEntry.ts'

let builtUrl: string | undefined

/**
 * Where the browser finds the island loader: in a build, its hashed file from Vite's manifest of the browser
 * build (read once); in development, Vite serves the source itself.
 */
export function islandLoaderUrl(production: boolean = import.meta.env.PROD): string {
  if (!production) return `/${ISLAND_LOADER_ENTRY}`
  // Vike moves Vite's manifest of the browser build there.
  builtUrl ??= readBuiltUrl(join(process.cwd(), 'dist/assets.json'))
  return builtUrl
}

function readBuiltUrl(manifestFile: string): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>
  const entry = manifest[ISLAND_LOADER_ENTRY]
  if (!entry) throw new Error(`${manifestFile} has no ${ISLAND_LOADER_ENTRY}: is it an input of the browser build?`)
  return `/${entry.file}`
}

/**
 * In development, @vitejs/plugin-react's modules expect its Fast Refresh preamble, which Vike injects with its
 * own entry; pages that load the island loader instead install it themselves.
 */
export const DEV_REACT_PREAMBLE = `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;`
