import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { MoveRequest } from './MoveRequest.tsx'

export default defineBlock({ schema, Component: MoveRequest, interactive: false })
