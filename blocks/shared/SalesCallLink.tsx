import type { SerializedStyles } from '@emotion/react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { fillTemplate } from './fillTemplate.ts'
import { SalesPhoneLink, salesLineHours } from './SalesPhoneLink.tsx'

/**
 * A page's "Call (855) …" link for sales: a link only while sales is open (spec 4.10); while it is closed the
 * same words as text with the hours (hours.json's salesCallWhenClosed), so the visitor learns both when to
 * call and where, not the hours alone. `line` "ecommSales": the shop's, open and described by the e-commerce
 * sales hours (spec 9.1).
 */
export function SalesCallLink({
  label = 'Call',
  linkCss,
  line = 'sales',
}: {
  label?: string
  linkCss?: SerializedStyles
  line?: 'sales' | 'ecommSales'
}) {
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const closedText = fillTemplate(hours.texts.salesCallWhenClosed, {
    label,
    phone: phones.sales,
    hours: salesLineHours(hours, line),
  })
  return (
    <SalesPhoneLink linkCss={linkCss} closedText={closedText} line={line}>
      {label} {phones.sales}
    </SalesPhoneLink>
  )
}
