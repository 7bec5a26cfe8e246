import type { SerializedStyles } from '@emotion/react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { closedDayTexts } from './ClosedDayWords.tsx'
import { fillTemplate } from './fillTemplate.ts'
import { type SalesLine, SalesPhoneLink, salesLineHours } from './SalesPhoneLink.tsx'
import { UntilSalesOpens } from './UntilSalesOpens.tsx'
import { lineSchedule } from '../../services/hours/index.ts'
import type { WeeklySchedule } from '../../schemas/generated/hours.ts'

/**
 * A page's "Call (855) …" link for sales: a link only while sales is open (spec 4.10); while it is closed the
 * line's own words with the fixed hours (hours.json's salesCallWhenClosed, "Or call us Mon-Fri 7am-10pm CT").
 * No number then: the spec shows the hours *instead of* the phone link, and a phone would turn a number
 * printed as text into a call link anyway (docs/visitor-fixes.md, "Closed hours: the hours, not the number").
 * `line` "ecommSales": the shop's, described by the e-commerce sales hours (spec 9.1) and open in them (services/hours
 * isEcommSalesOpen), its closed words hours.json's ecommCallWhenClosed ("Call our online sales team …", a sentence
 * that says whose hours they are) with when it opens next (ecommCallOpensNext); "notFoundSales": the 404 banner's,
 * closed all of Sunday too (spec 2.11), described by the sales hours, and saying when sales opens as the sales line does
 * (notFoundOpensWithSales).
 */
export function SalesCallLink({
  label = 'Call',
  linkCss,
  line = 'sales',
}: {
  label?: string
  linkCss?: SerializedStyles
  line?: SalesLine
}) {
  const { phones } = usePageContextData()
  const site = useSiteData()
  const { hours } = site
  // The shop's line names whose hours it gives: the header gives the same number with the sales hours.
  const template = line === 'ecommSales' ? hours.texts.ecommCallWhenClosed : hours.texts.salesCallWhenClosed
  const lineHours = salesLineHours(hours, line)
  const closedText = fillTemplate(template, { label, hours: lineHours })
  // A sales line also says when sales opens next, decided before the first paint ("… Sales opens on Monday at 7 AM
  // CT."), as the thank-you of a lead sent then promises the call; the hours stay (spec 4.10). The shop's line says
  // when it opens, by its hours while sales is open ("… Opens tomorrow at 8 AM CT.", sixth walkthrough D5).
  const opensNext =
    line === 'ecommSales'
      ? hours.texts.ecommCallOpensNext
      : line === 'sales' || notFoundOpensWithSales(lineSchedule(hours, 'sales'))
        ? hours.texts.salesCallOpensNext
        : undefined
  const closedWords = opensNext ? (
    <UntilSalesOpens
      undecided={closedText}
      template={opensNext}
      values={{ label, hours: lineHours }}
      line={line === 'ecommSales' ? 'ecommSales' : 'sales'}
    />
  ) : (
    closedText
  )
  // On a closed date (a holiday) the weekly hours would read as open today: the line says why it is closed and
  // when it opens, by its own hours (the shop's: "Call our online sales team tomorrow at 8 AM CT."), decided
  // before the first paint, in the server's HTML as after scripts.
  const closedDayWords =
    line === 'ecommSales'
      ? closedDayTexts(site, 'ecommSales', hours.texts.ecommClosedToday, { label })
      : closedDayTexts(site, 'sales', hours.texts.closedToday)
  return (
    <SalesPhoneLink linkCss={linkCss} closedText={closedWords} closedDayTexts={closedDayWords} line={line}>
      {label} {phones.sales}
    </SalesPhoneLink>
  )
}

/**
 * The sales number alone, after a label the caller prints before it (a location hero's "Call your local Harbor team:"):
 * a link while sales is open (spec 4.10); while it is closed the sales hours and when sales opens next, decided before
 * the first paint as every sales call line says it (seventh walkthrough E11: at night / said "Sales opens tomorrow at 7
 * AM CT." and the local hero only "Mon-Fri 7am-10pm CT"), hours.json's salesHoursOpensNext; the hours alone until the
 * boot script names the opening.
 */
export function SalesNumberOrHours({ linkCss }: { linkCss?: SerializedStyles }) {
  const { hours } = useSiteData()
  const salesHours = salesLineHours(hours, 'sales')
  const template = hours.texts.salesHoursOpensNext
  const closedWords = template ? (
    <UntilSalesOpens undecided={salesHours} template={template} values={{ hours: salesHours }} />
  ) : (
    salesHours
  )
  return <SalesPhoneLink linkCss={linkCss} closedText={closedWords} />
}

/**
 * Whether the 404 banner's line opens when sales does, so its closed words can say sales' next opening (seventh
 * walkthrough E11: at night / said "Sales opens tomorrow at 7 AM CT." and the 404 banner only the hours). Its rule is
 * sales' closed all of Sunday too (spec 2.11): the same openings while sales has no Sunday hours; with Sunday hours,
 * a Saturday night's "tomorrow" would be wrong for it, and the banner keeps the hours alone.
 */
function notFoundOpensWithSales(sales: WeeklySchedule): boolean {
  return (sales.sun ?? []).length === 0
}
