import { css } from '@emotion/react'
import { useSiteData } from '../../../runtime/render/PageModelContext.tsx'

/**
 * "Plus applicable sales tax.", beside a total (rater D16: no total said whether tax was in it). The catalogue holds
 * no tax rates, so no amount is estimated; the words are constants.json's `checkout.salesTaxText`, one text for the
 * cart, the order summary, the payment step and the confirmation.
 */
export function SalesTaxNote({ testId = 'sales-tax-note' }: { testId?: string }) {
  const text = useSiteData().constants.checkout.salesTaxText
  return (
    <span data-testid={testId} css={css`display: block; font-size: 0.85rem; font-weight: 400;`}>
      {text}
    </span>
  )
}
