import { useCallback, useRef } from 'react'
import { leadAccepted } from './rememberedContact.ts'
import { newIdempotencyKey, submitLead } from '../../../services/leads/client.ts'
import type { LeadKind, LeadRequest, LeadSubmitResult } from '../../../services/leads/contract.ts'
import { leadContentOf } from '../../../services/leads/leadContent.ts'
import type { ContactValues } from '../../../services/leads/validation/index.ts'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { leadAttributionFrom, leadPageFrom } from './leadPage.ts'

/** Browser event fired after an accepted lead (spec §4.4), for tag managers and other blocks. */
export const FORM_SUBMISSION_SUCCESSFUL = 'formSubmissionSuccessful'

/**
 * Turns a form's values into a LeadRequest (page context, attribution) and sends it. One idempotency key
 * per submission: kept while the lead is not accepted, so pressing the button again after a failure
 * re-sends the same lead instead of making a second one.
 */
export function useLeadSubmission(formId: string, kind: LeadKind, endpoint?: string) {
  const context = usePageContextData()
  const site = useSiteData()
  const key = useRef<string | null>(null)

  const buildRequest = useCallback(
    (values: ContactValues, idempotencyKey: string): LeadRequest => ({
      idempotencyKey,
      formId,
      kind,
      page: leadPageFrom(context),
      ...leadContentOf(values),
      attribution: leadAttributionFrom(site),
    }),
    [context, formId, kind, site],
  )

  const submit = useCallback(
    async (values: ContactValues): Promise<LeadSubmitResult> => {
      key.current ??= newIdempotencyKey()
      const request = buildRequest(values, key.current)
      const result = await submitLead(request, endpoint ? { endpoint } : {})
      if (result.status === 'accepted') {
        key.current = null
        leadAccepted(request.contact)
        const detail = { formId, leadId: result.leadId }
        window.dispatchEvent(new CustomEvent(FORM_SUBMISSION_SUCCESSFUL, { detail }))
        // The tag manager listens on its data layer when one is on the page.
        ;(window as { dataLayer?: unknown[] }).dataLayer?.push({ event: FORM_SUBMISSION_SUCCESSFUL, ...detail })
      }
      return result
    },
    [buildRequest, endpoint, formId],
  )

  return { submit, buildRequest }
}
