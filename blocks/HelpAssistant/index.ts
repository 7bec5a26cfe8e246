import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpAssistantProps } from '../../schemas/generated/blocks/HelpAssistantProps.ts'
import type { HelpAssistantData } from './data.ts'
import { HelpAssistant } from './HelpAssistant.tsx'

export default defineBlock<HelpAssistantProps, HelpAssistantData>(HelpAssistant)
