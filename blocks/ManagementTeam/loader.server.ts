import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { ManagementTeamProps } from '../../schemas/generated/blocks/ManagementTeamProps.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import type { ManagementTeamData } from './data.ts'

/** /management-team lists the team; /management-team/:id shows one member, and an unknown id is a 404. */
export const load: BlockLoader<ManagementTeamProps, ManagementTeamData> = async ({
  props,
  context,
  services,
  setMeta,
}) => {
  const members = [...(await services.content.teamMembers())].sort((a, b) => a.order - b.order)
  const card = ({ slug, name, role, photo }: (typeof members)[number]) => ({ slug, name, role, photo })
  const id = context.params.id
  if (!id) return { view: 'team', members: members.map(card) }
  const member = members.find((m) => m.slug === id)
  if (!member) throw pageNotFound(`no team member "${id}"`)
  setMeta?.({
    title: pageTitle(`${member.name}, ${member.role} | ${props.heading}`, services.settings.site.brand.name),
  })
  return {
    view: 'member',
    member: { ...card(member), bio: member.bio },
    others: members.filter((m) => m !== member).map(card),
  }
}
