import { css } from '@emotion/react'
import type { AssessmentReviewProps } from '../../schemas/generated/blocks/AssessmentReviewProps.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { formatDollars, formatMonthly } from '../shared/assessment/money.ts'

type PriceTexts = Pick<
  AssessmentReviewProps,
  'totalLabel' | 'equipmentText' | 'monthlyText' | 'installationText' | 'freeInstallationText' | 'monitoringText'
>

/** A recommended system's prices, all from the catalogue. */
export interface SystemPrices {
  /** The package and the added devices. */
  equipment: number
  /** Equipment and installation: what is paid on the day. */
  upFront: number
  /** The package's one-time installation and monitoring per month; null when the catalogue sells neither. */
  installation: number | null
  monitoring: number | null
}

/**
 * One up-front figure, then what it is made of (the equipment and the installation), then the monitoring per month
 * apart from it: the walkthrough read "$719.91" and "Plus $99" and had to add them up itself (fifth walkthrough,
 * D13). The financing figure sits on the equipment line, as it is the equipment's: the offer terms say "monthly
 * equipment prices are the purchase price divided by 48", and the shop's cards finance the equipment price alone.
 */
export function PriceSummary({ prices, texts }: { prices: SystemPrices; texts: PriceTexts }) {
  const monthly = formatMonthly(prices.equipment)
  return (
    <div data-price-summary="" css={css`margin: 1rem 0;`}>
      <p data-up-front-total="" css={css`margin: 0; font-size: 1.15rem;`}>
        <strong>
          {texts.totalLabel} {formatDollars(prices.upFront)}
        </strong>
      </p>
      <ul data-price-parts="" css={css`margin: 0.35rem 0 0.75rem; padding-left: 1.1rem;`}>
        <li>
          {fillTemplate(texts.equipmentText, { equipment: formatDollars(prices.equipment) })}
          {monthly && <span data-financing="">, {fillTemplate(texts.monthlyText, { monthly })}</span>}
        </li>
        {prices.installation !== null && (
          <li>
            {prices.installation === 0
              ? texts.freeInstallationText
              : fillTemplate(texts.installationText, { installation: formatDollars(prices.installation) })}
          </li>
        )}
      </ul>
      {prices.monitoring !== null && (
        <p data-monitoring="" css={css`margin: 0;`}>
          {fillTemplate(texts.monitoringText, { monitoring: formatMoney(prices.monitoring) })}
        </p>
      )}
    </div>
  )
}
