import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { OfferCountdown } from './OfferCountdown.tsx'

// Interactive: the countdown ticks in the browser, and the hours may flip while the page is open.
export default defineBlock({ schema, Component: OfferCountdown, interactive: true })
