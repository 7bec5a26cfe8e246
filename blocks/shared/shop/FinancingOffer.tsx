import type { ConstantsConfig } from '../../../schemas/generated/constants.ts'
import { useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { fillTemplate, splitTemplate } from '../fillTemplate.ts'

/** The id of the footer's financing disclaimer (SiteFooter: `disclaimer-{key}`), where the financing terms are. */
const FINANCING_TERMS_ANCHOR = 'disclaimer-financing'

type FinancingTexts = ConstantsConfig['financing']

/** The offer's figures: spec 9.4's monthly figure as shown ("$15.62/mo.") and the number of payments (48). */
export interface FinancingOfferFigures {
  monthly: string
  payments: number
}

/** The terms as they follow the offer: "Financing terms: at 0% APR for 9 months." (spec 9.4's text word for word). */
function termsWords(financing: FinancingTexts): string {
  return fillTemplate(financing.termsText, { terms: financing.aprText })
}

/**
 * The financing offer in plain words, where no markup fits (a payment choice's description, inside its label):
 * "$15.62/mo. over 48 payments. Financing terms: at 0% APR for 9 months." (constants.json financing).
 */
export function financingOfferWords(financing: FinancingTexts, figures: FinancingOfferFigures): string {
  return `${fillTemplate(financing.offerText, { ...figures })} ${termsWords(financing)}`
}

/**
 * The financing offer as every place shows it (package cards, cart; seventh walkthrough E14: "48 payments of
 * $15.62/mo. at 0% APR for 9 months." read as 48 payments in 9 months): the monthly figure in bold over the number
 * of payments, then the spec's terms text set apart as "Financing terms: …", a link to the footer's financing
 * disclaimer. One text, constants.json financing, so the cards and the cart say it alike.
 */
export function FinancingOffer({ monthly, payments }: FinancingOfferFigures) {
  const { financing } = useSiteData().constants
  const [before, after] = splitTemplate(financing.offerText, 'monthly', { payments })
  return (
    <>
      {before}
      <strong>{monthly}</strong>
      {after} <a href={`#${FINANCING_TERMS_ANCHOR}`}>{termsWords(financing)}</a>
    </>
  )
}
