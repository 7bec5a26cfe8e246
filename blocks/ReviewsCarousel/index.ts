import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ReviewsCarousel } from './ReviewsCarousel.tsx'

export default defineBlock({ schema, Component: ReviewsCarousel, interactive: true })
