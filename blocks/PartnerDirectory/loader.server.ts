import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { PartnerDirectoryData } from './data.ts'
import type { PartnerDirectoryProps } from '../../schemas/generated/blocks/PartnerDirectoryProps.ts'

/** Enabled partners with a landing page, each linked to its first page, by name. */
export const load: BlockLoader<PartnerDirectoryProps, PartnerDirectoryData> = ({ services }) => {
  const firstPage = new Map<string, { name: string; href: string }>()
  for (const route of services.settings.routes) {
    if (!route.partner || firstPage.has(route.partner.id) || route.hasParams) continue
    firstPage.set(route.partner.id, { name: route.partner.name, href: route.path })
  }
  const partners = [...firstPage].map(([id, page]) => ({ id, ...page }))
  return { partners: partners.sort((a, b) => a.name.localeCompare(b.name)) }
}
