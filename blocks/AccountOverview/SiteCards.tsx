import { css, useTheme } from '@emotion/react'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import type { AccountSite } from '../../services/auth/index.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { LabelledPairs } from './LabelledPairs.tsx'

type Labels = AccountOverviewProps['labels']
type SiteAction = NonNullable<AccountOverviewProps['siteActions']>[number]

/** "December 5, 2026" from the account API's ISO date (a calendar date: read and written in UTC, nothing moves it). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
function longDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`))
}

/**
 * One card per site: its address and system (spec §3.2), then what it pays for and how (issue 25): the monitoring
 * plan and monthly add-ons by their catalogue names and prices, the equipment package, the next bill and the card
 * on file as the account API answers them. A row the answer or the catalogue lacks is left out. Under them, what a
 * customer most often does for a home (rater report 7, E13: paying and service first, as the leading brands' account
 * pages do), from the block's `siteActions`.
 */
export function SiteCards({
  id,
  sites,
  labels,
  actions,
}: {
  id: string
  sites: AccountSite[]
  labels: Labels
  actions: readonly SiteAction[]
}) {
  const theme = useTheme()
  const perMonth = (price: number) => fillTemplate(labels.perMonth, { price: formatMoney(price) })
  return (
    <ul
      aria-labelledby={`${id}-sites`}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 1rem;
      `}
    >
      {sites.map((view, index) => {
        const rows: Array<[string, string]> = [[labels.system, view.system]]
        if (view.monitoring)
          rows.push([labels.monitoringPlan, `${view.monitoring.name} · ${perMonth(view.monitoring.monthly)}`])
        if (view.equipmentPackage) rows.push([labels.equipmentPackage, view.equipmentPackage])
        if (view.monthlyItems.length)
          rows.push([
            labels.monthlyAddOns,
            view.monthlyItems.map((item) => `${item.name} · ${perMonth(item.monthly)}`).join(', '),
          ])
        if (view.nextBill)
          rows.push([
            labels.nextBill,
            fillTemplate(labels.nextBillText, {
              amount: formatMoney(view.nextBill.amount),
              date: longDate(view.nextBill.date),
            }),
          ])
        if (view.paymentMethod) rows.push([labels.paymentMethod, fillTemplate(labels.cardText, view.paymentMethod)])
        const headingId = `${id}-site-${index}`
        return (
          <li
            key={`${view.address}-${view.system}`}
            aria-labelledby={headingId}
            data-account-site=""
            css={css`
              border: 1px solid ${theme.palette.warmgray};
              border-radius: 0.75rem;
              padding: 1rem 1.25rem;
              background: #fff;
              box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
            `}
          >
            <h3
              id={headingId}
              css={css`
                margin: 0 0 0.75rem;
                font-size: 1.1rem;
              `}
            >
              {view.address}
            </h3>
            <LabelledPairs rows={rows} />
            {actions.length > 0 && (
              <SiteActions actions={actions} name={fillTemplate(labels.siteActionsName, { address: view.address })} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A home's actions as a grid of links, one column on a phone and two from the small breakpoint: each a 44 px target,
 * named for the home for screen readers.
 */
function SiteActions({ actions, name }: { actions: readonly SiteAction[]; name: string }) {
  const theme = useTheme()
  return (
    <ul
      aria-label={name}
      data-account-site-actions=""
      css={css`
        list-style: none;
        margin: 1rem 0 0;
        padding: 1rem 0 0;
        border-top: 1px solid ${theme.palette.warmgray};
        display: grid;
        gap: 0.5rem;
        ${theme.mq.sm} {
          grid-template-columns: 1fr 1fr;
        }
      `}
    >
      {actions.map((action) => (
        <li key={action.href}>
          <a
            href={action.href}
            css={css`
              display: flex;
              align-items: center;
              justify-content: center;
              min-height: 44px;
              padding: 0.25rem 0.75rem;
              font-size: 0.9rem;
              text-align: center;
              border: 2px solid ${theme.palette.darkblue};
              border-radius: 999px;
              color: ${theme.palette.darkblue};
              font-weight: 700;
              text-decoration: none;
              &:hover {
                text-decoration: underline;
              }
            `}
          >
            {action.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
