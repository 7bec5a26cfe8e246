import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { AssessmentReview } from './AssessmentReview.tsx'

export default defineBlock({
  schema,
  Component: AssessmentReview,
  load: serverLoader<typeof load>(),
  interactive: true,
})
