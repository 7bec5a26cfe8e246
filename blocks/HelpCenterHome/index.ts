import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpCenterHomeProps } from '../../schemas/generated/blocks/HelpCenterHomeProps.ts'
import type { HelpCenterHomeData } from './data.ts'
import { HelpCenterHome } from './HelpCenterHome.tsx'

export default defineBlock<HelpCenterHomeProps, HelpCenterHomeData>(HelpCenterHome)
