import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { CheckoutHelpLine } from './CheckoutHelpLine.tsx'

// Nothing runs in the browser: the head boot script decides the hour before the first paint (ByAvailability's CSS).
export default defineBlock({ schema, Component: CheckoutHelpLine, interactive: false })
