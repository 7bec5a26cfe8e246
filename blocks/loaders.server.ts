import type { BlockLoader } from '../runtime/render/BlockLoader.ts'
import type { BlockLoaders } from '../runtime/render/runBlockLoaders.server.ts'

// Found by convention, one optional loader per block folder; Vite bundles them into the server build only.
const loaderModules = import.meta.glob<{ load: BlockLoader<unknown, unknown> }>('./*/loader.server.ts', {
  eager: true,
})

/**
 * Every block's server loader by block type, for the callers that run a page's loaders (the page's data
 * hook, the studio's preview) to hand to runBlockLoaders. Only code bundled by Vite may import this (the glob).
 */
export const blockLoaders: BlockLoaders = new Map(
  Object.entries(loaderModules).map(([file, module]) => [file.split('/').at(-2)!, module.load]),
)
