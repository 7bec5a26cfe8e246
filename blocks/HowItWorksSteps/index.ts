import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { HowItWorksSteps } from './HowItWorksSteps.tsx'

export default defineBlock({ schema, Component: HowItWorksSteps, interactive: false })
