import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { SiteFooterProps } from '../../schemas/generated/blocks/SiteFooterProps.ts'
import { SiteFooter } from './SiteFooter.tsx'

export default defineBlock<SiteFooterProps>(SiteFooter)
