import { usePageContext } from 'vike-react/usePageContext'
import type { PageModel } from '../runtime/PageModel.ts'
// The boot script's own file, not the frame's index: the islands import that index, and the script's text (with
// the schedules' rules, which import Luxon) must stay out of the browser's chunks.
import { FRAME_BOOT_SCRIPT } from '../services/frame/bootScript.ts'
import { SCHEDULE_META, hiddenSchedulesCss } from '../services/schedule/index.ts'
import { scheduleKeysOf } from '../runtime/render/currentSchedules.ts'
import { availabilityBootScript } from '../services/hours/availabilityBootScript.ts'

/**
 * Tags vike-react does not set itself: robots, canonical URL, social-share metadata and the boot script.
 * (vike-react writes og:title and og:description from +title and +description.)
 */
export default function Head() {
  const pageContext = usePageContext()
  const model = pageContext.data as PageModel | null | undefined
  // Runs before first paint: app mode and accessibility settings must not flash (services/frame/bootScript.ts).
  // Allowed by the response's CSP nonce; prerendered pages have none and are allowed by the script's hash.
  const boot = (
    <script nonce={pageContext.cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: FRAME_BOOT_SCRIPT }} />
  )
  if (!model) {
    return (
      <>
        <meta name="robots" content="noindex,follow" />
        {boot}
      </>
    )
  }
  const { meta, site } = model
  const title = meta.title || site.brand.defaultTitle
  const schedules = scheduleKeysOf(model)
  return (
    <>
      {/* Before the boot script, which reads it to hide scheduled blocks outside their window. */}
      {schedules.length > 0 && <meta name={SCHEDULE_META} content={schedules.join(' ')} />}
      {boot}
      {/* Without scripts the boot script hides nothing: the blocks not started when the page was rendered stay hidden
          (a prerendered page: once one starts or ends, the server renders it per request, IndexedPage.validUntil). */}
      {model.pendingSchedules?.length ? (
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<style${pageContext.cspNonce ? ` nonce="${pageContext.cspNonce}"` : ''}>${hiddenSchedulesCss(model.pendingSchedules)}</style>`,
          }}
        />
      ) : null}
      {/* Also before first paint: Sales/Support Available or Offline, and the sales links, are right from the
          server HTML on, even with every script file blocked (services/hours/availabilityBootScript.ts). */}
      <script
        nonce={pageContext.cspNonce ?? undefined}
        dangerouslySetInnerHTML={{ __html: availabilityBootScript(site.hours, site.closedDaysFrom) }}
      />
      <meta name="robots" content={meta.robots} />
      {/* Numbers printed as plain text (a limited line with scripts off, blocks/shared/SalesPhoneLink.tsx) stay
          text: phones would otherwise make them call links again; the links the site means are real links. */}
      <meta name="format-detection" content="telephone=no" />
      <link rel="canonical" href={meta.canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={meta.canonicalUrl} />
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:locale" content="en_US" />
      {meta.image && <meta property="og:image" content={meta.image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image && <meta name="twitter:image" content={meta.image} />}
      <meta name="theme-color" content={site.brand.palette.darkblue} />
    </>
  )
}
