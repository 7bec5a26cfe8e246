import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ContentDocumentProps } from '../../schemas/generated/blocks/ContentDocumentProps.ts'
import type { ContentDocumentData } from './data.ts'
import { ContentDocument } from './ContentDocument.tsx'

export default defineBlock<ContentDocumentProps, ContentDocumentData>(ContentDocument)
