import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ShopErrorModalProps } from '../../schemas/generated/blocks/ShopErrorModalProps.ts'
import { ShopErrorModal } from './ShopErrorModal.tsx'

export default defineBlock<ShopErrorModalProps>(ShopErrorModal)
