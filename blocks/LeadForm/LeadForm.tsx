import { useEffect, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { useLayout, usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { LeadFormProps } from '../../schemas/generated/blocks/LeadFormProps.ts'
import { hasSubmittedLead } from '../../services/attribution/browser.ts'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import { FormSection } from '../shared/contact/FormSection.tsx'
import { RequestReceived } from '../shared/contact/RequestReceived.tsx'
import { LeadFormOnFirstUse } from './parts/LeadFormOnFirstUse.tsx'

/** A page section holding one lead form of site-config/forms.json (spec §2.10). */
export function LeadForm({ id, props }: BlockProps<LeadFormProps>) {
  const { forms } = useSiteData()
  const context = usePageContextData()
  const layout = useLayout()
  const definition = forms.forms[props.formId]
  // The form id sent with the lead: the config key, or the page's own consultation form id (spec §2.10, §9.7).
  const sentFormId = props.idFromPage ? context.formIds.consultationModal : props.formId
  // Read after hydration: the prerendered HTML is the same for everyone, local storage is per browser (until
  // then the head boot script hides the section before the first paint, whether or not the island hydrates).
  const [hidden, setHidden] = useState(false)
  const { leadSubmitted } = useVisitorOverrides()
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setHidden(!!props.hideAfterLead && (leadSubmitted ?? hasSubmittedLead()))
  }, [props.hideAfterLead, leadSubmitted])
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
        hideAfterLead={props.hideAfterLead}
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
      {props.hideAfterLead && <RequestReceived id={id} beforeHydration />}
    </>
  )
}
