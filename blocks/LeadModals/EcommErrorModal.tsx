import { css, useTheme } from '@emotion/react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { primaryButton } from '../shared/formButtons.ts'
import { Dialog } from './Dialog.tsx'
import { SalesPhoneLink } from '../shared/SalesPhoneLink.tsx'

/** modal-ecomm-error (spec §2.10, §8): the generic e-commerce error, with the page's sales number. */
export default function EcommErrorModal({ onClose }: { onClose: () => void }) {
  const theme = useTheme()
  const { forms } = useSiteData()
  const texts = forms.ecommErrorModal
  const [before, after] = texts.text.split('{{phone}}')
  return (
    <Dialog id="modal-ecomm-error" labelledBy="modal-ecomm-error-heading" closeLabel={texts.close} onClose={onClose}>
      <h2 id="modal-ecomm-error-heading" css={css`margin-top: 0;`}>
        {texts.heading}
      </h2>
      <p>
        {before}
        {after !== undefined && <SalesPhoneLink />}
        {after}
      </p>
      <button type="button" css={primaryButton(theme)} onClick={onClose}>
        {texts.close}
      </button>
    </Dialog>
  )
}
