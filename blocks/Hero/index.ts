import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HeroProps } from '../../schemas/generated/blocks/HeroProps.ts'
import { Hero } from './Hero.tsx'

export default defineBlock<HeroProps>(Hero)
