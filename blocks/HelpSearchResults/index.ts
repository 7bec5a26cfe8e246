import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpSearchResultsProps } from '../../schemas/generated/blocks/HelpSearchResultsProps.ts'
import type { HelpSearchResultsData } from './data.ts'
import { HelpSearchResults } from './HelpSearchResults.tsx'

export default defineBlock<HelpSearchResultsProps, HelpSearchResultsData>(HelpSearchResults)
