import { useEffect, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { useLayout, usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { LeadFormProps } from '../../schemas/generated/blocks/LeadFormProps.ts'
import { hasSubmittedLead } from '../../services/attribution/browser.ts'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import { FormSection } from '../shared/contact/FormSection.tsx'
import { RequestReceived } from '../shared/contact/RequestReceived.tsx'
import { usePostedForm } from '../shared/contact/postedForm.ts'
import { LeadFormOnFirstUse } from './parts/LeadFormOnFirstUse.tsx'
import { sentFormIdOf } from './leadFormIdentity.ts'

/** A page section holding one lead form of site-config/forms.json (spec §2.10). */
export function LeadForm({ id, props }: BlockProps<LeadFormProps>) {
  const { forms } = useSiteData()
  const context = usePageContextData()
  const layout = useLayout()
  const definition = forms.forms[props.formId]
  const sentFormId = sentFormIdOf(props, context)
  // Read after hydration: the prerendered HTML is the same for everyone, local storage is per browser (until
  // then the head boot script hides the section before the first paint, whether or not the island hydrates).
  const [hidden, setHidden] = useState(false)
  const { leadSubmitted } = useVisitorOverrides()
  // The page answering this form's post without scripts shows its thank-you, not "we have your request".
  const sentHere = usePostedForm(id)?.outcome === 'sent'
  const hidesAfterLead = !!props.hideAfterLead && !sentHere
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setHidden(hidesAfterLead && (leadSubmitted ?? hasSubmittedLead()))
  }, [hidesAfterLead, leadSubmitted])
  // A form that may show a referral code fills it in from the query or the session on load (ContactForm).
  const fillsInReferral = Boolean(definition?.referralCode || context.partner?.referralCode)
  // Layouts without lead forms (e.g. minimalNoForms) render none, whatever the page's block list says.
  if (!definition || !layout.leadForms) return null
  if (hidden) return <RequestReceived id={id} />
  return (
    <>
      <FormSection
        id={id}
        tone={props.tone}
        intro={props.intro}
        label={props.heading ?? definition.heading}
        hideAfterLead={hidesAfterLead}
      >
        <LeadFormOnFirstUse
          now={fillsInReferral}
          formId={sentFormId}
          blockId={id}
          definition={definition}
          heading={props.heading}
          startStep={props.startStep}
        />
      </FormSection>
      {hidesAfterLead && <RequestReceived id={id} beforeHydration />}
    </>
  )
}
