import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SchedulingPicker } from './SchedulingPicker.tsx'

export default defineBlock({ schema, Component: SchedulingPicker, interactive: true })
