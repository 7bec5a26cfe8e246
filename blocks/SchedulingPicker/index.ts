import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { SchedulingPicker } from './SchedulingPicker.tsx'

export default defineBlock({
  schema,
  Component: SchedulingPicker,
  load: serverLoader<typeof load>(),
  interactive: true,
})
