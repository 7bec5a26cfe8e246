import { type ComponentType, Suspense, lazy } from 'react'
import type { PartnerPanelProps } from './PartnerPanel.tsx'

const loadPanel = () => import('./PartnerPanel.tsx').then((module) => ({ default: module.PartnerPanel }))

// The server renders the panel at once: its code is loaded before any render there.
const ServerPanel: ComponentType<PartnerPanelProps> | undefined =
  typeof window === 'undefined' ? (await loadPanel()).default : undefined
const BrowserPanel = lazy(loadPanel)

/**
 * The partner panel in a block that shows it only on a partner's page (the shop's ZIP hero): its code (with the check
 * list) loads in the browser only where a partner's page renders it. While it loads, a hydrating island keeps the
 * server's HTML of the panel (a Suspense boundary hydrates when its code arrives), so nothing moves.
 */
export function PartnerPanelOnDemand(props: PartnerPanelProps) {
  const Panel = ServerPanel ?? BrowserPanel
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
