import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { LeadForm } from './LeadForm.tsx'

export default defineBlock({ schema, Component: LeadForm, interactive: true })
