import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { TextSection } from './TextSection.tsx'

export default defineBlock({ schema, Component: TextSection, interactive: false })
