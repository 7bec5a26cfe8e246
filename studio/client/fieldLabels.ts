import type { PropSchema } from '../fields/schemaTypes.ts'
import { wordsOfName } from '../fields/fieldWords.tsx'
import { SCHEDULE_PROP, SCHEDULE_WORDS } from '../fields/scheduleWords.ts'

/** A block's field as the editor sees it labelled: its schema `title` ("Small heading above the title" for `eyebrow`). */
export type FieldLabelOf = (blockId: string, prop: string) => string

export function fieldLabels(
  schemas: Readonly<Record<string, PropSchema>>,
  blocks: ReadonlyArray<{ id: string; type: string }>,
): FieldLabelOf {
  const typeOf = new Map(blocks.map((block) => [block.id, block.type]))
  return (blockId, prop) => {
    if (prop === SCHEDULE_PROP) return SCHEDULE_WORDS.label
    const type = typeOf.get(blockId)
    return (type && schemas[type]?.properties?.[prop]?.title) || wordsOfName(prop)
  }
}
