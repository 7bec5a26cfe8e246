import { onDemand } from './onDemand.tsx'

/** The partner panel in a block that shows it only on a partner's page (the shop's ZIP hero), with its check list. */
export const PartnerPanelOnDemand = await onDemand(() =>
  import('./PartnerPanel.tsx').then((module) => module.PartnerPanel),
)
