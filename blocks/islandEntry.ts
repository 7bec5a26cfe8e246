/**
 * The browser build's only entry (vite.config.ts), requested by each page's boot script after the first paint:
 * starts the engine's island loader with the code of the interactive blocks (the generated table, one lazy
 * import each) and the frame's parts. Here rather than in runtime/, which never imports blocks.
 */
import { startIslands } from '../runtime/islands/islandLoader.ts'
import { interactiveBlocks } from '../schemas/generated/interactiveBlocks.ts'
import { frameParts } from './frameParts.ts'

void startIslands({ blocks: interactiveBlocks, frame: frameParts })
