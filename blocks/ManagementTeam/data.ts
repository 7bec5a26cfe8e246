import type { ContentImage, RichText } from '../../services/content/index.ts'

export interface TeamMemberCard {
  slug: string
  name: string
  role: string
  photo: ContentImage | null
}

export type ManagementTeamData =
  | { view: 'team'; members: TeamMemberCard[] }
  | { view: 'member'; member: TeamMemberCard & { bio: RichText }; others: TeamMemberCard[] }
