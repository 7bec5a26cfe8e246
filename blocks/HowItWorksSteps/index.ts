import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HowItWorksStepsProps } from '../../schemas/generated/blocks/HowItWorksStepsProps.ts'
import { HowItWorksSteps } from './HowItWorksSteps.tsx'

export default defineBlock<HowItWorksStepsProps>(HowItWorksSteps)
