import { css } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { submitLead } from '../../services/leads/client.ts'
import { markLeadSubmitted } from '../../services/attribution/browser.ts'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import { EMPTY_CONTACT } from '../shared/contact/emptyContact.ts'
import { useContactForm } from '../shared/contact/useContactForm.ts'

export interface OrderContactTexts {
  heading: string
  intro: string
  button: string
  sendingLabel: string
  errorText: string
  /** The promise of a call, shown only once the buyer's details are stored. */
  nextSteps: string
}

type Status = 'editing' | 'sending' | 'failed' | 'sent'

/**
 * The order page promises a call, so it first asks how to reach the buyer: the shop's checkout knows only a
 * generated e-mail. The promise appears only after the lead (with the order number) is accepted; a failure
 * keeps the details and offers the sales number, so no path that promises contact can lose the lead.
 */
export function OrderContactForm({
  id,
  formId,
  orderNumber,
  texts,
}: {
  id: string
  formId: string
  orderNumber: string
  texts: OrderContactTexts
}) {
  const context = usePageContextData()
  const site = useSiteData()
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey } = useContactForm<LeadContact>(
    'contact',
    EMPTY_CONTACT,
  )
  const [status, setStatus] = useState<Status>('editing')
  const thanksRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus()
  }, [status])

  const submit = async (values: LeadContact) => {
    if (status === 'sending') return
    setStatus('sending')
    const result = await submitLead({
      idempotencyKey: idempotencyKey(),
      formId,
      kind: 'general',
      page: leadPageFrom(context),
      contact: values,
      answers: { orderNumber },
      attribution: leadAttributionFrom(site),
    })
    if (result.status === 'accepted') markLeadSubmitted()
    setStatus(result.status === 'accepted' ? 'sent' : 'failed')
  }

  if (status === 'sent') {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" data-testid="order-next-steps" css={css`font-weight: 700;`}>
        {texts.nextSteps}
      </p>
    )
  }
  return (
    <section aria-labelledby={`${id}-contact-heading`} css={css`margin-top: 2rem; max-width: 48rem;`}>
      <h2 id={`${id}-contact-heading`}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <form
        ref={formRef}
        noValidate
        aria-busy={status === 'sending'}
        onSubmit={handleSubmit(submit, onInvalid)}
      >
        <ContactFields formId={`${id}-contact`} register={register} errors={formState.errors} />
        <ContactSubmit
          sending={status === 'sending'}
          failed={status === 'failed'}
          errorText={texts.errorText}
          sendingLabel={texts.sendingLabel}
          label={texts.button}
          consent={site.forms.consent}
        />
      </form>
    </section>
  )
}
