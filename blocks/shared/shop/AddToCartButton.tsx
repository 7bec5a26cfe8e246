import { css } from '@emotion/react'
import { useState } from 'react'
import type { CartProduct } from '../../../services/catalogue/index.ts'
import { useCart } from './shopStores.ts'
import { PrimaryButton } from './ui.tsx'
import { fillTemplate } from '../fillTemplate.ts'

/** Adds a product to the cart and says so, with a link to the cart on the shop page. */
export function AddToCartButton({
  product,
  quantity = 1,
  label,
  addedText,
  viewCartLink,
}: {
  product: CartProduct
  quantity?: number
  label: string
  addedText: string
  viewCartLink: string
}) {
  const addAddon = useCart((s) => s.addAddon)
  const [added, setAdded] = useState(false)
  return (
    <div css={css`display: flex; flex-direction: column; gap: 0.35rem; margin-top: auto;`}>
      <PrimaryButton
        type="button"
        onClick={() => {
          addAddon(product, quantity)
          setAdded(true)
        }}
      >
        {label}
      </PrimaryButton>
      <p role="status" css={css`margin: 0; min-height: 1.5em;`}>
        {added && (
          <>
            {fillTemplate(addedText, { product: product.name })} <a href="/shop?view=cart">{viewCartLink}</a>
          </>
        )}
      </p>
    </div>
  )
}
