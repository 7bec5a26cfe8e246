import { blockRegistry } from '../../blocks/registry.ts'
import type { AnyBlockDefinition } from '../../runtime/render/BlockDefinition.ts'

/** Every registered block's code, loaded once: the editor offers every block type. */
export async function loadBlockDefinitions(): Promise<Map<string, AnyBlockDefinition>> {
  const entries = await Promise.all(Object.entries(blockRegistry).map(async ([type, load]) => [type, (await load()).default] as const))
  return new Map(entries)
}
