import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { MediaTextProps } from '../../schemas/generated/blocks/MediaTextProps.ts'
import { MediaText } from './MediaText.tsx'

export default defineBlock<MediaTextProps>(MediaText)
