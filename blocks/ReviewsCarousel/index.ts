import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ReviewsCarouselProps } from '../../schemas/generated/blocks/ReviewsCarouselProps.ts'
import { ReviewsCarousel } from './ReviewsCarousel.tsx'

export default defineBlock<ReviewsCarouselProps>(ReviewsCarousel)
