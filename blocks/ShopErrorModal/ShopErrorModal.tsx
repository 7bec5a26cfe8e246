import { css } from '@emotion/react'
import { useEffect, useRef } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShopErrorModalProps } from '../../schemas/generated/blocks/ShopErrorModalProps.ts'
import { onOpenShopErrorModal } from '../shared/siteEvents.ts'
import { viewsAttribute } from '../shared/shop/shopView.tsx'
import { PrimaryButton } from '../shared/shop/ui.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'

/** A native modal dialog: focus moves into it, Escape closes it, the page behind is inert. */
export function ShopErrorModal({ id, props }: BlockProps<ShopErrorModalProps>) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => onOpenShopErrorModal(() => dialog.current?.showModal()), [])
  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-message`}
      {...viewsAttribute('browse', 'customize', 'cart')}
      css={css`max-width: 32rem; border: 0; border-radius: 0.75rem; padding: 2rem; &::backdrop { background: rgb(0 0 0 / 0.55); }`}
    >
      <h2 id={`${id}-heading`} css={css`margin-top: 0;`}>
        {props.heading}
      </h2>
      <p id={`${id}-message`}>{props.message}</p>
      <p>
        {props.callPrompt} <SalesCallLink line="ecommSales" />
      </p>
      <form method="dialog">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the modal dialog moves the focus to its one action when it opens */}
        <PrimaryButton type="submit" autoFocus>
          {props.closeButton}
        </PrimaryButton>
      </form>
    </dialog>
  )
}
