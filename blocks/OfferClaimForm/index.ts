import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { OfferClaimForm } from './OfferClaimForm.tsx'

export default defineBlock({ schema, Component: OfferClaimForm, interactive: true })
