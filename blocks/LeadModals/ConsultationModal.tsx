import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { LeadFormByKind } from '../LeadForm/parts/LeadFormByKind.tsx'
import { Dialog } from './Dialog.tsx'

/**
 * modal-consultation (spec §2.10): the wide consultation modal. It shows the form definition named in
 * forms.json `consultationModal.form` and sends the page's form id: home-modal-consultation-form on /,
 * else {pageName}-modal-consultation-form. Loaded only when first opened.
 */
export default function ConsultationModal({ onClose }: { onClose: () => void }) {
  const { forms } = useSiteData()
  const context = usePageContextData()
  const definition = forms.forms[forms.consultationModal.form]
  if (!definition) return null
  const formId = context.formIds.consultationModal
  // A page's #schedule form may send the same form id (product pages); the modal's element ids stay distinct.
  const elementId = `modal-${formId}`
  const headingId = `${elementId}-heading`
  return (
    <Dialog
      id="modal-consultation"
      labelledBy={headingId}
      closeLabel={forms.consultationModal.closeLabel}
      onClose={onClose}
      wide
    >
      <LeadFormByKind formId={formId} elementId={elementId} definition={definition} headingId={headingId} />
    </Dialog>
  )
}
