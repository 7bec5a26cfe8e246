import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { PagePlaceholderProps } from '../../schemas/generated/blocks/PagePlaceholderProps.ts'
import { PagePlaceholder } from './PagePlaceholder.tsx'

export default defineBlock<PagePlaceholderProps>(PagePlaceholder)
