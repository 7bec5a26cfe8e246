import { phoneDigits } from '../leads/payloads.ts'
import { type LeadEmailRequest, leadEmailRequest } from './emailPayload.ts'

/** The e-mail settings of site-config/offers.json. */
export interface EmailSettings {
  from: string
  templates: { leadConfirmation: string; offerClaimConfirmation: string }
}

/**
 * The confirmation e-mails (spec §7.1 item 3). Their message ids derive from the lead's or claim's own
 * key, so a retried delivery carries the same id and the e-mail service sends it once.
 */
export function leadConfirmationEmail(
  lead: { idempotencyKey: string; formId: string; contact: { firstName: string; lastName: string; email: string; phone: string; zip: string }; page: { pageUrl: string; pageName: string } },
  settings: EmailSettings,
  brandName: string,
): LeadEmailRequest {
  return leadEmailRequest({
    messageId: `lead-${lead.idempotencyKey}`,
    recipient: lead.contact,
    from: settings.from,
    templateId: settings.templates.leadConfirmation,
    data: { brandName, formId: lead.formId, phone: phoneDigits(lead.contact.phone), zip: lead.contact.zip, pageName: lead.page.pageName, pageUrl: lead.page.pageUrl },
  })
}

export function offerClaimConfirmationEmail(
  claim: { claimId: string; partnerName: string; offerId: string; offerTitle: string; customerNumber: string; email: string; firstName: string; lastName: string; phone: string; pageUrl: string },
  settings: EmailSettings,
  brandName: string,
  supportPhone: string,
): LeadEmailRequest {
  return leadEmailRequest({
    messageId: `offer-claim-${claim.claimId}`,
    recipient: claim,
    from: settings.from,
    templateId: settings.templates.offerClaimConfirmation,
    data: {
      brandName,
      partnerName: claim.partnerName,
      offerId: claim.offerId,
      offerTitle: claim.offerTitle,
      // Only the last digits: enough to recognise the account, little to leak from an inbox.
      customerNumberEnding: claim.customerNumber.slice(-4),
      claimId: claim.claimId,
      supportPhone,
      pageUrl: claim.pageUrl,
    },
  })
}
