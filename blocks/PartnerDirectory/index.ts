import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { PartnerDirectoryProps } from '../../schemas/generated/blocks/PartnerDirectoryProps.ts'
import type { PartnerDirectoryData } from './data.ts'
import { PartnerDirectory } from './PartnerDirectory.tsx'

export default defineBlock<PartnerDirectoryProps, PartnerDirectoryData>(PartnerDirectory)
