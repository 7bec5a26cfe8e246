import type { PartnerSummary } from '../../runtime/PageModel.ts'
import type { OfferClaimFormProps } from '../../schemas/generated/blocks/OfferClaimFormProps.ts'

/**
 * The offer claim form's id on its page (the claim's formId), the same whether its code sends the claim or the
 * browser posts it without scripts (server/leads/postedClaim.server.ts): configured, or `<partner>-<offer>-claim-form`.
 */
export function claimFormIdOf(
  props: Pick<OfferClaimFormProps, 'formId' | 'offer'>,
  context: { partner: Pick<PartnerSummary, 'slug'> | null },
): string {
  return props.formId ?? `${context.partner?.slug ?? 'partner'}-${props.offer}-claim-form`
}
