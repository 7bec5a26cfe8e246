import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { AssessmentContact } from './AssessmentContact.tsx'

export default defineBlock({
  schema,
  Component: AssessmentContact,
  load: serverLoader<typeof load>(),
  interactive: true,
})
