import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { HelpSignIn } from './HelpSignIn.tsx'

export default defineBlock({ schema, Component: HelpSignIn, interactive: true })
