import { Global, css } from '@emotion/react'
import { useEffect } from 'react'
import type { ShopView } from '../../../services/ecommerce/index.ts'
import { useEcommerce } from './shopStores.ts'

/**
 * The shop page's view decides which sections show (spec §2.3): in the customise flow only Customize
 * Package, in the cart view only the Cart. The view is set on <html>, and every section of the page
 * that does not list the view in `data-shop-views` is hidden, including other teams' blocks.
 */
export function ShopViewRules() {
  const view = useEcommerce((state) => state.view)
  useEffect(() => {
    document.documentElement.dataset.shopView = view
  }, [view])
  return (
    <Global
      styles={css`
        html[data-shop-view='customize'] main > :not([data-shop-views~='customize']),
        html[data-shop-view='cart'] main > :not([data-shop-views~='cart']) {
          display: none !important;
        }
      `}
    />
  )
}

export function viewsAttribute(...views: ShopView[]): { 'data-shop-views': string } {
  return { 'data-shop-views': views.join(' ') }
}
