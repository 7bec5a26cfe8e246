import { Global, css } from '@emotion/react'
import type { ShopView } from '../../../services/ecommerce/index.ts'
import { useEcommerce } from './shopStores.ts'

/**
 * The shop page's view decides which sections show (spec §2.3): in the customise flow only Customize
 * Package, in the cart view only the Cart. Outside the package list, every section of the page that does
 * not list the view in `data-shop-views` is hidden, including other teams' blocks. The rule is part of the
 * render, so the server's HTML of a page opened on the cart (`?view=cart`) already hides the package list
 * (issue 25). A block's root may sit in box-less wrappers (an island's element, a scheduled block's), which
 * are looked through.
 */
export function ShopViewRules() {
  const view = useEcommerce((state) => state.view)
  if (view === 'browse') return null
  return <Global styles={css`${hiddenOutside(view)} { display: none !important; }`} />
}

/** Block roots under <main>, looking through the box-less wrappers that may hold them. */
const BLOCK_ROOTS = [
  'main > :not([data-island], [data-schedule])',
  'main > [data-island] > *',
  'main > [data-schedule] > :not([data-island])',
  'main > [data-schedule] > [data-island] > *',
]

function hiddenOutside(view: ShopView): string {
  return BLOCK_ROOTS.map((root) => `${root}:not([data-shop-views~='${view}'])`).join(', ')
}

export function viewsAttribute(...views: ShopView[]): { 'data-shop-views': string } {
  return { 'data-shop-views': views.join(' ') }
}
