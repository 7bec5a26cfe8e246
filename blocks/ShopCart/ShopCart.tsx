import { css } from '@emotion/react'
import { useRef } from 'react'
import { useStore } from 'zustand'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import { itemCount } from '../../services/cart/index.ts'
import { Container } from '../shared/layout.tsx'
import type { ShopCartData } from './data.ts'
import { useEcommerce, useShopStores } from '../shared/shop/shopStores.ts'
import { ShopViewRules, viewsAttribute } from '../shared/shop/shopView.tsx'
import { SecondaryButton } from '../shared/shop/ui.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { useShopHistory } from '../shared/shop/useShopHistory.ts'
import { useViewHeadingFocus } from '../shared/shop/viewHeadingFocus.ts'
import { useCartContents } from './useCartContents.ts'
import { ShopCartWithoutScriptsOnDemand } from './withoutScripts/onDemand.tsx'
import { ChoosePackageForm } from '../shared/shop/ChoosePackageForm.tsx'

/**
 * The cart view (spec §2.3): replaces every section; while browsing, a bar leads to it. The view's frame (its heading
 * and space) is rendered here, on the server too for `?view=cart`; what is in the cart comes with CartContents.
 */
export function ShopCart({ id, props, data }: BlockProps<ShopCartProps, ShopCartData>) {
  const site = useSiteData()
  const stores = useShopStores()
  const count = useStore(stores.cart, itemCount)
  const view = useEcommerce((s) => s.view)
  const setView = useEcommerce((s) => s.setView)
  useShopHistory(stores)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useViewHeadingFocus(headingRef, 'cart', view === 'cart')
  const contents = useCartContents(view === 'cart', site.constants.display.chunkReloadGuardMs)
  // A package chosen without scripts whose order was not created: the page is that post's answer.
  // (usePostedForm's test, without the lead forms' chunk it would bring to /shop.)
  const { formPost } = usePageContextData()
  const posted = formPost?.blockId === id ? formPost : null

  if (view !== 'cart') {
    return (
      <div id={id} {...viewsAttribute('browse')}>
        <ShopViewRules />
        {posted && (
          // The retry is the card's own form (the same package and key: the checkout API answers a key it knows
          // with its order), handed over so it stays in the shop's shared code.
          <ShopCartWithoutScriptsOnDemand id={id} props={props} posted={posted} RetryForm={ChoosePackageForm} />
        )}
        {count > 0 && (
          <Container
            css={css`display: flex; justify-content: flex-end; align-items: center; gap: 1rem; padding-top: 0.75rem; padding-bottom: 0.75rem;`}
          >
            <span>{fillTemplate(props.cartBarText, { count })}</span>
            <SecondaryButton type="button" onClick={() => setView('cart')}>
              {props.viewCartButton}
            </SecondaryButton>
          </Container>
        )}
      </div>
    )
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      aria-busy={!contents}
      {...viewsAttribute('cart')}
      // A screen high at least, so the contents filling in below the heading move nothing the visitor sees (the
      // footer stays below the first screen): no layout shift.
      css={css`padding: 3rem 0; min-height: 100vh;`}
    >
      <ShopViewRules />
      <Container>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1} css={css`margin-top: 0; outline: none;`}>
          {props.heading}
        </h1>
        {contents ? (
          <contents.CartContents props={props} data={data} />
        ) : (
          <ShopCartWithoutScriptsOnDemand id={id} props={props} />
        )}
      </Container>
    </section>
  )
}
