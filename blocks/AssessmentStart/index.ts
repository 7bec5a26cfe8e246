import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { AssessmentStart } from './AssessmentStart.tsx'

export default defineBlock({ schema, Component: AssessmentStart, interactive: true })
