import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { OfferClaimFormProps } from '../../schemas/generated/blocks/OfferClaimFormProps.ts'
import { OfferClaimForm } from './OfferClaimForm.tsx'

export default defineBlock<OfferClaimFormProps>(OfferClaimForm)
