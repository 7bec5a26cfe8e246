import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { openServiceAvailabilityModal } from '../shared/siteEvents.ts'
import { isServiceable } from '../shared/zipChecks.ts'

const ZIP_PATTERN = /^\d{5}$/

/** What the ZIP hero shows after a check: an error, the thanks, or neither (the service-availability modal opened). */
export interface ZipOutcome {
  error: string | null
  accepted: string | null
}

type ZipTexts = Pick<ShopZipHeroProps, 'zipRequiredMessage' | 'zipInvalidMessage' | 'zipAcceptedMessage'>

/**
 * Checks the ZIP the visitor sent (spec §2.3) and stores it with whether it passed: required, five digits, then served
 * (an outage counts as serviceable, spec §8, so the check never stands between a visitor and the shop). Any other ZIP
 * opens "modal-service-availability" (spec §8) with the sign-up for news and this ZIP filled in. This code, with the
 * serviceability check and the lead client it shares, loads on the first press of Check My ZIP, not with /shop.
 */
export async function checkShopZip(
  value: string,
  texts: ZipTexts,
  setPostalCode: (zip: string, validated: boolean) => void,
): Promise<ZipOutcome> {
  if (!value) return { error: texts.zipRequiredMessage, accepted: null }
  if (!ZIP_PATTERN.test(value)) {
    setPostalCode(value, false)
    return { error: texts.zipInvalidMessage, accepted: null }
  }
  const serviceable = await isServiceable(value, null)
  setPostalCode(value, serviceable)
  if (!serviceable) {
    openServiceAvailabilityModal({ zip: value })
    return { error: null, accepted: null }
  }
  return { error: null, accepted: fillTemplate(texts.zipAcceptedMessage, { zip: value }) }
}
