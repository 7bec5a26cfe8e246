import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { LocationPageProps } from '../../schemas/generated/blocks/LocationPageProps.ts'
import type { LocationPageData } from './data.ts'
import { LocationPage } from './LocationPage.tsx'

export default defineBlock<LocationPageProps, LocationPageData>(LocationPage)
