import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'
import { SchedulingPicker } from './SchedulingPicker.tsx'

export default defineBlock<SchedulingPickerProps>(SchedulingPicker)
