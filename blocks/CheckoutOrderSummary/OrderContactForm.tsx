import { css } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { newIdempotencyKey, submitLead } from '../../services/leads/client.ts'
import { maskedContact } from '../../services/leads/masks.ts'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import type { ZipPlace } from '../../runtime/render/BlockServices.ts'
import { EMPTY_CONTACT } from '../shared/contact/emptyContact.ts'
import { useContactForm } from '../shared/contact/useContactForm.ts'
import { leadAccepted, rememberedContact } from '../shared/contact/rememberedContact.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../shared/contact/postedForm.ts'
import { isServiceable, saveInvalidZipLead } from '../shared/zipChecks.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { salesLineHours } from '../shared/SalesPhoneLink.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'
import { AddressFields } from './AddressFields.tsx'
import { useZipPlace } from './useZipPlace.ts'
import { rememberAddress, rememberedAddress } from './rememberedAddress.ts'
import { POSTED_FORM_FIELD, type PostedLeadForm, postedContactOf } from '../../services/leads/postedForm.ts'
import {
  EMPTY_ADDRESS,
  type InstallationAddress,
  addressInWords,
  addressPartOf,
  addressProblems,
  trimmedAddress,
} from '../../services/checkout/installationAddress.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { UseFormRegister } from 'react-hook-form'

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
  /** After a post without scripts was stored: the next step needs scripts, so the order number and the sales line. */
  sentWithoutScriptsText: string
  /** After an unserved ZIP: the details kept as the invalid-ZIP lead, the order not placed nor charged ({{orderNumber}}). */
  notServedNextStep: string
  /** Before the shop's sales call line, under notServedNextStep. */
  notServedCallPrompt: string
}

type AddressTexts = CheckoutOrderSummaryProps['installationAddress']
type OrderContactValues = LeadContact & InstallationAddress

/** editing; sending; failed (the sales phone); notServed (spec §8's words, no next step); postedSent: stored
 * from a post without scripts (its words until scripts run); sent: the promise, the next step below. */
type Status = 'editing' | 'sending' | 'failed' | 'notServed' | 'postedSent' | 'sent'

/** The order of the step's fields, as shown: the first wrong one is focused. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'street', 'unit', 'city', 'state', 'zip'] as const
const CONTACT_WITHOUT_ZIP = ['firstName', 'lastName', 'email', 'phone'] as const

/** The state a post without scripts left the step in (server/embedded/checkout/orderContactPosts). */
function statusAfter(posted: PostedLeadForm | null): Status {
  if (posted?.outcome === 'sent') return 'postedSent'
  if (posted?.outcome === 'zipNotFound') return 'notServed'
  return posted?.outcome === 'unavailable' ? 'failed' : 'editing'
}

/**
 * The order page promises a call, so it first asks how to reach the buyer (the shop's checkout knows only a
 * generated e-mail) and where to install (rater D3). What the buyer already gave this visit (a lead form, the shop's
 * ZIP check) is filled in, editable, so nothing is asked twice: in the server HTML from what the server kept behind the
 * visit cookie (`knownContact`), and from this tab's session storage for anything it lacks. The ZIP gets the shop's
 * serviceability check first (rater D1, spec §4.4 and §8): an unserved ZIP files the lead through the invalid-ZIP call
 * and says so, with no installation or payment after it. Otherwise the promise appears only after the lead (with the
 * order number) is accepted; a failure keeps the details and offers the sales number, so no path that promises
 * contact can lose the lead. The accepted details and address go on to the installation and payment step
 * (`onAccepted`). Without scripts the form posts to the page, which answers with the step in its state (rater D2).
 */
export function OrderContactForm({
  id,
  formId,
  orderNumber,
  texts,
  addressTexts,
  knownContact,
  zipPlace,
  onAccepted,
}: {
  id: string
  formId: string
  orderNumber: string
  texts: OrderContactTexts
  addressTexts: AddressTexts
  /** What the server kept of this visit's details (the visit cookie), the address too: in the server HTML already. */
  knownContact: Partial<LeadContact> & Partial<InstallationAddress>
  /** Which of knownContact's city and state the server filled from its ZIP: a new ZIP may replace those. */
  zipPlace: ZipPlace
  onAccepted: (contact: LeadContact, address: InstallationAddress) => void
}) {
  const context = usePageContextData()
  const site = useSiteData()
  const posted = usePostedForm(id)
  const action = useLeadFormAction(id)
  // What the server HTML's inputs hold: this visit's details, or what a post without scripts sent.
  const shownContact = {
    ...maskedContact(knownContact),
    ...(posted ? maskedContact(postedContactOf(posted.values)) : {}),
  }
  // The address likewise: as posted, else as this visit gave it (a reload without scripts keeps it).
  const shownAddress = { ...EMPTY_ADDRESS, ...addressPartOf(knownContact), ...posted?.address }
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey, reset, getValues, watch, setValue } =
    useContactForm<OrderContactValues>(
      'contact',
      { ...EMPTY_CONTACT, ...shownContact, ...shownAddress },
      { order: FIELD_ORDER, problems: (values) => addressProblems(values, addressTexts) },
    )
  const [status, setStatus] = useState<Status>(statusAfter(posted))
  const [prefilled, setPrefilled] = useState(!posted && givesPersonalDetails(knownContact))
  const thanksRef = useRef<HTMLParagraphElement>(null)
  const errors = shownErrors(posted, formState.errors, formState.submitCount)
  // City and state from the ZIP's place, into fields the buyer left empty (the ZIP is often the shop's already).
  useZipPlace(
    watch('zip') ?? '',
    (field) => getValues(field) ?? '',
    (field, value) => setValue(field, value, { shouldValidate: formState.submitCount > 0 }),
    posted ? {} : zipPlace,
  )

  // What only this tab's session storage holds (details given before the server kept them) fills the fields the
  // server left empty, after hydration so the first client render matches the server HTML.
  useEffect(() => {
    if (posted) return
    const current = getValues()
    // The address this tab's step accepted before a reload, likewise into fields still empty.
    const remembered = { ...rememberedContact(), ...rememberedAddress() }
    const missing = Object.entries(remembered).filter(([field]) => !current[field as keyof OrderContactValues])
    if (!missing.length) return
    const filled = { ...current, ...Object.fromEntries(missing) }
    reset(filled)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setPrefilled(givesPersonalDetails(filled))
  }, [reset, getValues, posted])

  // Details stored from a post sent before the scripts ran: now that they run, the next step is offered here.
  useEffect(() => {
    if (status !== 'postedSent') return
    const values = getValues()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the scripted next step replaces the no-script words only once scripts run
    setStatus('sent')
    onAccepted(contactOf(values), trimmedAddress(values))
  }, [status, getValues, onAccepted])

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus()
  }, [status])

  const submit = async (values: OrderContactValues) => {
    if (status === 'sending') return
    setStatus('sending')
    const contact = contactOf(values)
    const request = {
      idempotencyKey: idempotencyKey(),
      formId,
      kind: 'general' as const,
      page: leadPageFrom(context),
      contact,
      answers: { orderNumber },
      attribution: leadAttributionFrom(site),
    }
    // The shop's serviceability check (the server's ZIP list or the lead API; an outage counts as served, spec §8).
    if (!(await isServiceable(contact.zip.trim(), null))) {
      saveInvalidZipLead({ ...request, idempotencyKey: newIdempotencyKey() })
      return setStatus('notServed')
    }
    const result = await submitLead(request)
    if (result.status !== 'accepted') return setStatus('failed')
    leadAccepted(contact)
    rememberAddress(trimmedAddress(values))
    setStatus('sent')
    onAccepted(contact, trimmedAddress(values))
  }

  if (status === 'sent') {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" data-testid="order-next-steps" css={css`font-weight: 700;`}>
        {texts.nextSteps}
      </p>
    )
  }
  if (status === 'postedSent' && posted) {
    return (
      <div role="status" data-testid="order-sent-without-scripts">
        <p css={css`font-weight: 700;`}>
          {fillTemplate(texts.sentWithoutScriptsText, {
            orderNumber,
            phone: context.phones.sales,
            hours: salesLineHours(site.hours, 'ecommSales'),
          })}
        </p>
        <p data-testid="order-installation-address">
          {fillTemplate(addressTexts.summaryText, {
            address: addressInWords(trimmedAddress(shownAddress), posted.values.zip ?? ''),
          })}
        </p>
      </div>
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
      {/* A post, never the default GET: the buyer's name, e-mail and phone must not land in the address bar, history
          and logs. Without scripts (or before they run) the page takes the post (orderContactPosts). */}
      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        aria-busy={status === 'sending'}
        onSubmit={handleSubmit(submit, onInvalid)}
      >
        <input type="hidden" name={POSTED_FORM_FIELD} value={id} />
        <ContactFields
          formId={`${id}-contact`}
          register={register}
          errors={errors}
          fields={CONTACT_WITHOUT_ZIP}
          initialValues={shownContact}
        />
        <fieldset css={css`border: 0; padding: 0; margin: 1.5rem 0 0; min-width: 0;`}>
          <legend css={css`font-weight: 700; font-size: 1.15rem; padding: 0; margin-bottom: 0.5rem;`}>
            {addressTexts.heading}
          </legend>
          <AddressFields
            formId={`${id}-contact`}
            texts={addressTexts}
            register={register as unknown as UseFormRegister<InstallationAddress>}
            errors={errors}
            initialValues={shownAddress}
          />
          {/* The ZIP closes the address (its own grid: the contact field's mask and rules), a grid's gap below the state. */}
          <div css={css`margin-top: 1rem;`}>
            <ContactFields
              formId={`${id}-contact`}
              register={register}
              errors={errors}
              fields={['zip']}
              initialValues={shownContact}
            />
          </div>
        </fieldset>
        {status === 'notServed' && (
          <div role="alert" css={css`margin: 1rem 0 0;`}>
            <p data-testid="order-zip-not-served" css={css`color: #b3261e; font-weight: 700; margin: 0;`}>
              {site.forms.messages.notServiceable}
            </p>
            {/* What comes next (seventh walkthrough E15): the details are kept as the invalid-ZIP lead, the spec's
                sign-up for an unserved area, nothing is charged, and the shop's sales line answers the rest. */}
            <p data-testid="order-zip-next-step" css={css`margin: 0.5rem 0 0;`}>
              {fillTemplate(texts.notServedNextStep, { orderNumber })}
            </p>
            <p data-testid="order-zip-call" css={css`margin: 0.5rem 0 0;`}>
              {texts.notServedCallPrompt} <SalesCallLink line="ecommSales" />
            </p>
          </div>
        )}
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

/** The lead's contact of the step's values (the address is not part of the spec's lead). */
function contactOf(values: OrderContactValues): LeadContact {
  const { firstName, lastName, email, phone, zip } = values
  return { firstName, lastName, email, phone, zip }
}

/**
 * Whether the details filled in include a way to know or reach the buyer (a name, e-mail or phone): only then does
 * "We filled in the details you gave us earlier" tell the truth. A ZIP from the shop's check alone fills its field
 * quietly (rater: the sentence stood above empty name, e-mail and phone fields).
 */
function givesPersonalDetails(contact: Partial<LeadContact>): boolean {
  return Boolean(contact.firstName || contact.lastName || contact.email || contact.phone)
}
