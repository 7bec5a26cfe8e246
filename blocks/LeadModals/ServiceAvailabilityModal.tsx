import { useTheme } from '@emotion/react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { INVALID_ZIP_LEAD_ENDPOINT } from '../../services/zip/contract.ts'
import { ContactForm } from '../LeadForm/parts/ContactForm.tsx'
import { secondaryButton } from '../shared/formButtons.ts'
import { Dialog } from './Dialog.tsx'
import type { ServiceAvailabilityRequest } from '../shared/siteEvents.ts'

/**
 * modal-service-availability (spec §8): the ZIP is not serviceable; the visitor may sign up to hear when it
 * is. The sign-up is saved as an invalid-ZIP lead; then "Thank you!" and "Close".
 */
export default function ServiceAvailabilityModal({
  request,
  onClose,
}: {
  request: ServiceAvailabilityRequest
  onClose: () => void
}) {
  const theme = useTheme()
  const { forms } = useSiteData()
  const texts = forms.serviceAvailabilityModal
  const headingId = `${texts.formId}-heading`
  return (
    <Dialog id="modal-service-availability" labelledBy={headingId} closeLabel={texts.close} onClose={onClose}>
      <ContactForm
        formId={texts.formId}
        headingId={headingId}
        definition={{
          kind: 'consultation',
          heading: texts.heading,
          subheading: texts.subheading,
          button: texts.button,
          thankYou: texts.thankYou,
        }}
        endpoint={INVALID_ZIP_LEAD_ENDPOINT}
        callbackPromise={false}
        initialValues={request.zip ? { zip: request.zip } : undefined}
        thanksAction={
          <button type="button" css={secondaryButton(theme)} onClick={onClose}>
            {texts.close}
          </button>
        }
      />
    </Dialog>
  )
}
