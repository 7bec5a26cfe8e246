import { Global, css } from '@emotion/react'
import { useEffect } from 'react'
import type { ShopView } from '../../../services/ecommerce/index.ts'
import { useEcommerce } from './shopStores.ts'

/**
 * The shop page's view decides which sections show (spec §2.3): in the customise flow only Customize
 * Package, in the cart view only the Cart. The view is set on <html>, and every section of the page
 * that does not list the view in `data-shop-views` is hidden, including other teams' blocks. A block's
 * root may sit in box-less wrappers (an island's element, a scheduled block's), which are looked through.
 */
export function ShopViewRules() {
  const view = useEcommerce((state) => state.view)
  useEffect(() => {
    document.documentElement.dataset.shopView = view
  }, [view])
  return (
    <Global
      styles={css`
        ${hiddenOutside('customize')}, ${hiddenOutside('cart')} {
          display: none !important;
        }
      `}
    />
  )
}

/** Block roots under <main>, looking through the box-less wrappers that may hold them. */
const BLOCK_ROOTS = [
  'main > :not([data-island], [data-schedule])',
  'main > [data-island] > *',
  'main > [data-schedule] > :not([data-island])',
  'main > [data-schedule] > [data-island] > *',
]

function hiddenOutside(view: ShopView): string {
  return BLOCK_ROOTS.map((root) => `html[data-shop-view='${view}'] ${root}:not([data-shop-views~='${view}'])`).join(
    ', ',
  )
}

export function viewsAttribute(...views: ShopView[]): { 'data-shop-views': string } {
  return { 'data-shop-views': views.join(' ') }
}
