import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ContentDocumentProps } from '../../schemas/generated/blocks/ContentDocumentProps.ts'
import type { ContentDocumentData } from './data.ts'

/** A legal or company document by slug; a missing one fails the block (logged), never the page. */
export const load: BlockLoader<ContentDocumentProps, ContentDocumentData> = async ({ props, services }) => {
  const document = await services.content.document(props.slug)
  if (!document) throw new Error(`no document "${props.slug}" in the CMS`)
  return { title: document.title, body: document.body, updatedAt: document.updatedAt, kind: document.kind }
}
