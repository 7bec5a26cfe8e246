import { css, useTheme } from '@emotion/react'
import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { CartStoreState } from '../../services/ecommerce/index.ts'
import { PLACED_ORDER_PARAM, placedOrderOutcome } from '../../services/ecommerce/placedOrder.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { noticeCss } from '../shared/checkoutNotes/noticeCss.ts'

/**
 * The cart a buyer returns to from the checkout's confirmation (`?placed=HB123`, placedOrder.ts) says the order is
 * placed: the cart is empty because of it, or, changed after checkout started, it keeps what is in it. The address
 * alone says nothing: only an order this browser's cart made is named.
 */
export function PlacedOrderNotice({
  cart,
  texts,
}: {
  cart: StoreApi<CartStoreState>
  texts: { placedText: string; placedKeptText: string }
}) {
  const theme = useTheme()
  const state = useStore(cart)
  // The browser's address (the server's page knows nothing of the order: the value is not one the route declares).
  const orderNumber = useSyncExternalStore(addressNeverChanges, placedOrderInAddress, () => null)
  const outcome = placedOrderOutcome(state, orderNumber)
  if (!outcome || !orderNumber) return null
  return (
    <p
      role="status"
      data-testid="cart-order-placed"
      css={[noticeCss(theme.palette.darkgreen, '#eef8f1'), placedTextCss]}
    >
      {fillTemplate(outcome === 'emptied' ? texts.placedText : texts.placedKeptText, { orderNumber })}
    </p>
  )
}

const placedTextCss = css`
  font-size: 1.1rem;
`

const addressNeverChanges = () => () => {}
const placedOrderInAddress = () => new URLSearchParams(window.location.search).get(PLACED_ORDER_PARAM)
