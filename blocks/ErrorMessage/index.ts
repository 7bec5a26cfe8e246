import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ErrorMessage } from './ErrorMessage.tsx'

export default defineBlock({ schema, Component: ErrorMessage, interactive: false })
