import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { ReviewsBadgeConfig } from '../../schemas/generated/navigation.ts'
import { reloadAfterChunkError } from '../../runtime/render/chunkReload.ts'

/**
 * The footer's review widget, loaded `delayMs` (1000) after hydration (spec 2.9, 9.8) so it never competes
 * with the page: the provider's script when one is configured, otherwise the local badge, which is its own
 * chunk. The box keeps its height from the start, so nothing moves when it arrives.
 */
export function ReviewsWidget({
  config,
  delayMs,
  chunkGuardMs,
}: {
  config: ReviewsBadgeConfig
  delayMs: number
  chunkGuardMs: number
}) {
  const box = useRef<HTMLDivElement>(null)
  const [Badge, setBadge] = useState<ComponentType<{ config: ReviewsBadgeConfig }> | null>(null)
  useEffect(() => {
    let cancelled = false
    const timer = window.setTimeout(() => {
      if (config.providerScriptUrl) {
        const script = document.createElement('script')
        script.async = true
        script.src = config.providerScriptUrl
        box.current?.appendChild(script)
        return
      }
      import('./ReviewsBadge.tsx')
        .then((module) => !cancelled && setBadge(() => module.ReviewsBadge))
        .catch((error: unknown) => {
          if (!reloadAfterChunkError(error, chunkGuardMs)) console.error('review widget failed to load', error)
        })
    }, delayMs)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [config, delayMs, chunkGuardMs])
  return (
    <div ref={box} data-reviews-widget={Badge ? 'loaded' : 'pending'} style={{ minHeight: '3.5rem' }}>
      {Badge && <Badge config={config} />}
    </div>
  )
}
