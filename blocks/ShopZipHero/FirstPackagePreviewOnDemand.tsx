import { type ComponentProps, type ComponentType, Suspense, lazy } from 'react'
import type { FirstPackagePreview } from './FirstPackagePreview.tsx'

type PreviewProps = ComponentProps<typeof FirstPackagePreview>

const loadPreview = () =>
  import('./FirstPackagePreview.tsx').then((module) => ({ default: module.FirstPackagePreview }))

// The server renders the preview at once: its code is loaded before any render there.
const ServerPreview: ComponentType<PreviewProps> | undefined =
  typeof window === 'undefined' ? (await loadPreview()).default : undefined
const BrowserPreview = lazy(loadPreview)

/**
 * The first package's preview, which only a partner's shop shows (inside the partner's card): its code loads in the
 * browser only where a partner's page renders it, so /shop's ZIP hero does not carry it (issue 25: /shop's JavaScript
 * before interaction). While it loads, the hydrating island keeps the server's HTML of it, as PartnerPanelOnDemand.
 */
export function FirstPackagePreviewOnDemand(props: PreviewProps) {
  const Preview = ServerPreview ?? BrowserPreview
  return (
    <Suspense fallback={null}>
      <Preview {...props} />
    </Suspense>
  )
}
