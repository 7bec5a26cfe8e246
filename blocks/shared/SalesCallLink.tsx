import type { SerializedStyles } from '@emotion/react'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { SalesPhoneLink } from './SalesPhoneLink.tsx'

/** A page's "Call (855) …" link for sales: a link only while sales is open, the sales hours otherwise (spec 4.10). */
export function SalesCallLink({ label = 'Call', linkCss }: { label?: string; linkCss?: SerializedStyles }) {
  const { phones } = usePageContextData()
  return (
    <SalesPhoneLink linkCss={linkCss}>
      {label} {phones.sales}
    </SalesPhoneLink>
  )
}
