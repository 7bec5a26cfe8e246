import type { FormConfig } from '../../../schemas/generated/forms.ts'
import { CallbackForm } from './CallbackForm.tsx'
import { ContactForm } from './ContactForm.tsx'

export interface LeadFormByKindProps {
  /** The id sent as originating_form_id (the config key, or the page's modal form id). */
  formId: string
  /** The LeadForm block's id on its page: names the form in a post without scripts (services/leads/postedForm). */
  blockId?: string
  /** The base of the element ids when it must differ from the form id (the modal, beside a page form of the same id). */
  elementId?: string
  definition: FormConfig
  heading?: string
  headingId?: string
  startStep?: 1 | 2 | 3
}

/** Picks the form component for a forms.json definition: callback forms vs the consultation family. */
export function LeadFormByKind({
  formId,
  blockId,
  elementId,
  definition,
  heading,
  headingId,
  startStep,
}: LeadFormByKindProps) {
  if (definition.kind === 'callback') {
    return (
      <CallbackForm
        formId={formId}
        blockId={blockId}
        definition={definition}
        heading={heading}
        headingId={headingId}
        startStep={startStep}
      />
    )
  }
  return (
    <ContactForm
      formId={formId}
      blockId={blockId}
      elementId={elementId}
      definition={definition}
      heading={heading}
      headingId={headingId}
    />
  )
}
