import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { VideoLightbox } from './VideoLightbox.tsx'

export default defineBlock({ schema, Component: VideoLightbox, interactive: true })
