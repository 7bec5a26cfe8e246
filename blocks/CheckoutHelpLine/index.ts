import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { CheckoutHelpLine } from './CheckoutHelpLine.tsx'

// Interactive as every call line is: the first paint is the head boot script's decision (ByAvailability's CSS), and
// the line follows the hour while the page stays open (sales closing at 8 PM turns the call into the text line).
export default defineBlock({ schema, Component: CheckoutHelpLine, interactive: true })
