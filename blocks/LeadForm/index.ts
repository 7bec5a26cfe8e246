import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { LeadFormProps } from '../../schemas/generated/blocks/LeadFormProps.ts'
import { LeadForm } from './LeadForm.tsx'

export default defineBlock<LeadFormProps>(LeadForm)
