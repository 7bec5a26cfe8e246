import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { VideoLightboxProps } from '../../schemas/generated/blocks/VideoLightboxProps.ts'
import { VideoLightbox } from './VideoLightbox.tsx'

export default defineBlock<VideoLightboxProps>(VideoLightbox)
