import { type LeadEmailRequest, leadEmailRequest } from './emailPayload.ts'

/** The e-mail settings of site-config/offers.json. */
export interface EmailSettings {
  from: string
  templates: { leadConfirmation: string; offerClaimConfirmation: string }
}

/** A page as the route table names it (server/leads/pageFacts sitePageOf), never as the browser does. */
export interface EmailPage {
  name: string
  url: string
}

/**
 * The confirmation e-mails (spec §7.1 item 3). Their message ids derive from the lead's or claim's own
 * key, so a retried delivery carries the same id and the e-mail service sends it once. They carry only
 * the site's own texts (see emailPayload.ts): the page from the route table, the brand, the phone.
 */
export function leadConfirmationEmail(
  lead: { idempotencyKey: string; contact: { email: string } },
  page: EmailPage,
  settings: EmailSettings,
  site: { brandName: string; salesPhone: string },
): LeadEmailRequest {
  return leadEmailRequest({
    messageId: `lead-${lead.idempotencyKey}`,
    recipient: lead.contact.email,
    from: settings.from,
    templateId: settings.templates.leadConfirmation,
    data: { brandName: site.brandName, salesPhone: site.salesPhone, pageName: page.name, pageUrl: page.url },
  })
}

export function offerClaimConfirmationEmail(
  claim: {
    claimId: string
    partnerName: string
    offerId: string
    offerTitle: string
    customerNumber: string
    email: string
  },
  page: EmailPage,
  settings: EmailSettings,
  brandName: string,
  supportPhone: string,
): LeadEmailRequest {
  return leadEmailRequest({
    messageId: `offer-claim-${claim.claimId}`,
    recipient: claim.email,
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
      pageName: page.name,
      pageUrl: page.url,
    },
  })
}
