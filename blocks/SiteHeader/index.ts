import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { SiteHeaderProps } from '../../schemas/generated/blocks/SiteHeaderProps.ts'
import { SiteHeader } from './SiteHeader.tsx'

export default defineBlock<SiteHeaderProps>(SiteHeader)
