import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ShopErrorModal } from './ShopErrorModal.tsx'

export default defineBlock({ schema, Component: ShopErrorModal, interactive: true })
