import type { SerializedStyles } from '@emotion/react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { salesContactLinks } from '../../services/partners/index.ts'
import { useAvailability } from './useAvailability.ts'

/**
 * A page's "Call (855) …" link for sales. Like the header and footer, it is a link only while sales is
 * open at the visitor's time (spec 4.10); otherwise, and in the prerendered HTML, it shows the sales hours,
 * so nobody is invited to call a closed line.
 */
export function SalesCallLink({ label = 'Call', linkCss }: { label?: string; linkCss?: SerializedStyles }) {
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const { sales } = useAvailability()
  const { call } = salesContactLinks(phones, sales)
  if (call) {
    return (
      <a href={call} css={linkCss} data-sales-call="">
        {label} {phones.sales}
      </a>
    )
  }
  return <span data-sales-hours="">{hoursTexts(hours).sales}</span>
}
