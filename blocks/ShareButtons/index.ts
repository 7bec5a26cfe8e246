import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShareButtonsProps } from '../../schemas/generated/blocks/ShareButtonsProps.ts'
import { ShareButtons } from './ShareButtons.tsx'

export default defineBlock<ShareButtonsProps>(ShareButtons)
