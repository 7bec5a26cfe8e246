import { css } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { submitLead } from '../../services/leads/client.ts'
import { maskedContact } from '../../services/leads/masks.ts'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import { EMPTY_CONTACT } from '../shared/contact/emptyContact.ts'
import { useContactForm } from '../shared/contact/useContactForm.ts'
import { leadAccepted, rememberedContact } from '../shared/contact/rememberedContact.ts'

export interface OrderContactTexts {
  heading: string
  intro: string
  button: string
  sendingLabel: string
  errorText: string
  /** Shown when the fields were filled with what the buyer gave earlier this visit. */
  prefilledNote: string
  /** The promise of a call, shown only once the buyer's details are stored. */
  nextSteps: string
}

type Status = 'editing' | 'sending' | 'failed' | 'sent'

/**
 * The order page promises a call, so it first asks how to reach the buyer: the shop's checkout knows only a
 * generated e-mail. What the buyer already gave this visit (a lead form, the shop's ZIP check) is filled in,
 * editable, so nothing is asked twice: in the server HTML from what the server kept behind the visit cookie
 * (`knownContact`), and from this tab's session storage for anything it lacks. The promise appears only after the lead (with the order number) is
 * accepted; a failure keeps the details and offers the sales number, so no path that promises contact can lose
 * the lead. The accepted details go on to the installation and payment step (`onAccepted`).
 */
export function OrderContactForm({
  id,
  formId,
  orderNumber,
  texts,
  knownContact,
  onAccepted,
}: {
  id: string
  formId: string
  orderNumber: string
  texts: OrderContactTexts
  /** What the server kept of this visit's details (the visit cookie): in the server HTML already. */
  knownContact: Partial<LeadContact>
  onAccepted: (contact: LeadContact) => void
}) {
  const context = usePageContextData()
  const site = useSiteData()
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey, reset, getValues } =
    useContactForm<LeadContact>('contact', { ...EMPTY_CONTACT, ...maskedContact(knownContact) })
  const [status, setStatus] = useState<Status>('editing')
  const [prefilled, setPrefilled] = useState(givesPersonalDetails(knownContact))
  const thanksRef = useRef<HTMLParagraphElement>(null)

  // What only this tab's session storage holds (details given before the server kept them) fills the fields the
  // server left empty, after hydration so the first client render matches the server HTML.
  useEffect(() => {
    const current = getValues()
    const missing = Object.entries(rememberedContact()).filter(([field]) => !current[field as keyof LeadContact])
    if (!missing.length) return
    const filled = { ...current, ...Object.fromEntries(missing) }
    reset(filled)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setPrefilled(givesPersonalDetails(filled))
  }, [reset, getValues])

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
    if (result.status !== 'accepted') return setStatus('failed')
    leadAccepted(values)
    setStatus('sent')
    onAccepted(values)
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
      {prefilled && (
        <p role="status" data-testid="order-contact-prefilled">
          {texts.prefilledNote}
        </p>
      )}
      {/* A post, never the default GET: pressed before the code arrived (or without it), the buyer's name, e-mail and
          phone must not land in the address bar, history and logs (the order page says it needs scripts to finish). */}
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={status === 'sending'}
        onSubmit={handleSubmit(submit, onInvalid)}
      >
        <ContactFields
          formId={`${id}-contact`}
          register={register}
          errors={formState.errors}
          initialValues={knownContact}
        />
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

/**
 * Whether the details filled in include a way to know or reach the buyer (a name, e-mail or phone): only then does
 * "We filled in the details you gave us earlier" tell the truth. A ZIP from the shop's check alone fills its field
 * quietly (rater: the sentence stood above empty name, e-mail and phone fields).
 */
function givesPersonalDetails(contact: Partial<LeadContact>): boolean {
  return Boolean(contact.firstName || contact.lastName || contact.email || contact.phone)
}
