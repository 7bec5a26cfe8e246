import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { NotFound } from './NotFound.tsx'

export default defineBlock({ schema, Component: NotFound, interactive: true })
