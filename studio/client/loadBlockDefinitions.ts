import { blockRegistry } from '../../blocks/registry.ts'
import type { StudioBlock } from './studioBlock.ts'

/** Every registered block's code, loaded once: the editor offers every block type. */
export async function loadBlockDefinitions(): Promise<Map<string, StudioBlock>> {
  const entries = await Promise.all(
    // Each definition takes its own props type; the studio renders them all with edited props (see StudioBlock).
    Object.entries(blockRegistry).map(
      async ([type, load]) => [type, (await load()).default as unknown as StudioBlock] as const,
    ),
  )
  return new Map(entries)
}
