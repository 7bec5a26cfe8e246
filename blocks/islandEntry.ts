/**
 * The browser build's only entry (vite.config.ts), requested by each page's boot script after the first paint:
 * starts the engine's island loader with the code of the interactive blocks (the generated table, one lazy
 * import each) and the frame's parts. Here rather than in runtime/, which never imports blocks. When the start fails
 * (an island's code did not load, and no guarded reload began), the page's scripts are marked as failed, so what stands
 * in for that island's work shows (services/frame/scriptsMark.ts); the error is reported as before.
 */
import { startIslands } from '../runtime/islands/islandLoader.ts'
import { interactiveBlocks } from '../schemas/generated/interactiveBlocks.ts'
import { frameParts } from './frameParts.ts'
import { markScriptsFailed } from '../services/frame/scriptsMark.ts'

startIslands({ blocks: interactiveBlocks, frame: frameParts }).catch((error: unknown) => {
  markScriptsFailed()
  throw error
})
