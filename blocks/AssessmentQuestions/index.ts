import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { AssessmentQuestions } from './AssessmentQuestions.tsx'

export default defineBlock({
  schema,
  Component: AssessmentQuestions,
  load: serverLoader<typeof load>(),
  interactive: true,
})
