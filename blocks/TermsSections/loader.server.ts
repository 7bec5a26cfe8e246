import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { TermsSectionsProps } from '../../schemas/generated/blocks/TermsSectionsProps.ts'
import type { TermsSectionsData } from './data.ts'

export const load: BlockLoader<TermsSectionsProps, TermsSectionsData> = async ({ context, services }) => {
  const sections = [...(await services.content.termsSections())].sort((a, b) => a.order - b.order)
  const wanted = context.query.termsSection
  // An unknown section name still shows the whole terms page, just without a selection.
  const selected = sections.some((s) => s.anchor === wanted) ? wanted! : null
  return { sections: sections.map(({ anchor, title, body }) => ({ anchor, title, body })), selected }
}
