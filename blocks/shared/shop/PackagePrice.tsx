import { css, useTheme } from '@emotion/react'
import { type ShopPackage, formatMoney } from '../../../services/catalogue/index.ts'
import { fillTemplate } from '../fillTemplate.ts'
import { StruckPrice, type StruckPriceLabels } from '../StruckPrice.tsx'
import { FinancingOffer } from './FinancingOffer.tsx'

/** The texts around a package's price, from the block's props. */
export interface PackagePriceTexts extends StruckPriceLabels {
  /** The words before the financing offer (FinancingOffer, constants.json's text): "Or". */
  financingPrefix: string
  /**
   * Under the financing offer, what the monthly figure is computed from, "{{financed}} … in {{payments}} payments"
   * (docs/visitor-fixes.md, "The financing line").
   */
  financingBasis: string
  monitoringLabel: string
  installLabel: string
}

/** The struck regular price beside a package's large one: smaller, so the price paid stands out. */
const STRUCK_STYLE = { fontSize: '0.6em', marginRight: '0.5rem' }

/**
 * A package's whole price (issue 25): the equipment (the regular price struck through while a promotion
 * runs), monitoring per month and installation, and the 0% APR financing line only where financing applies
 * ($599 or more), saying what the figure is: "Or $15.62/mo. over 48 payments. Financing terms: at 0% APR for 9
 * months." (the terms a link to the footer's disclaimer) and, under it in one short line, the negotiated price the
 * 48 payments add up to.
 */
export function PackagePrice({
  pkg,
  texts,
  large = false,
  monitoringStarred = false,
}: {
  pkg: ShopPackage
  texts: PackagePriceTexts
  large?: boolean
  /** The monitoring line carries the "*" of a footnote printed with it (packageTerms). */
  monitoringStarred?: boolean
}) {
  const theme = useTheme()
  const plan = pkg.financingPlan
  return (
    <>
      <p data-package-price css={css`margin: 0; font-size: ${large ? '1.75rem' : '1.5rem'}; font-weight: 700;`}>
        <StruckPrice regularPrice={pkg.regularPrice} labels={texts} struckStyle={STRUCK_STYLE}>
          {pkg.price}
        </StruckPrice>
      </p>
      {plan && (
        <p data-financing css={css`margin: 0;`}>
          {texts.financingPrefix} <FinancingOffer monthly={pkg.financing} payments={plan.payments} />{' '}
          {/* One short line (rater: a 4-line footnote on every card was heavy); the terms are a link away. */}
          <span data-financing-basis css={css`display: block; font-size: 0.875rem; color: ${theme.palette.darkgray};`}>
            {fillTemplate(texts.financingBasis, { financed: formatMoney(plan.financed), payments: plan.payments })}
          </span>
        </p>
      )}
      <dl
        css={css`margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; dd { margin: 0; font-weight: 700; }`}
      >
        <dt>{texts.monitoringLabel}</dt>
        <dd data-monitoring>
          {pkg.contract}
          {monitoringStarred && <span aria-hidden="true">*</span>}
        </dd>
        <dt>{texts.installLabel}</dt>
        <dd data-installation>{pkg.proInstall}</dd>
      </dl>
    </>
  )
}
