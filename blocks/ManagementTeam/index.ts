import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ManagementTeamProps } from '../../schemas/generated/blocks/ManagementTeamProps.ts'
import type { ManagementTeamData } from './data.ts'
import { ManagementTeam } from './ManagementTeam.tsx'

export default defineBlock<ManagementTeamProps, ManagementTeamData>(ManagementTeam)
