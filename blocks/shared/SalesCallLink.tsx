import type { SerializedStyles } from '@emotion/react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { fillTemplate } from './fillTemplate.ts'
import { SalesPhoneLink } from './SalesPhoneLink.tsx'

/**
 * A page's "Call (855) …" link for sales: a link only while sales is open (spec 4.10); while it is closed the
 * same words as text with the hours (hours.json's salesCallWhenClosed), so the visitor learns both when to
 * call and where, not the hours alone.
 */
export function SalesCallLink({ label = 'Call', linkCss }: { label?: string; linkCss?: SerializedStyles }) {
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const closedText = fillTemplate(hours.texts.salesCallWhenClosed, {
    label,
    phone: phones.sales,
    hours: hoursTexts(hours).sales,
  })
  return (
    <SalesPhoneLink linkCss={linkCss} closedText={closedText}>
      {label} {phones.sales}
    </SalesPhoneLink>
  )
}
