import { css, useTheme, type Theme } from '@emotion/react'
import { useState } from 'react'
import { useStore } from 'zustand'
import { loadOrReload } from '../../runtime/render/chunkReload.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { ShopCartProps } from '../../schemas/generated/blocks/ShopCartProps.ts'
import {
  bhpAdded,
  cartKind,
  cartMonthly,
  cartSubtotal,
  isSingleLine,
  itemCount,
  oneTimeServices,
} from '../../services/cart/index.ts'
import { formatMoney, financingPlan, monthlyFinancing } from '../../services/catalogue/index.ts'
import type { ShopCartData } from './data.ts'
import { useEcommerce, useShopStores } from '../shared/shop/shopStores.ts'
import { openShopErrorModal } from '../shared/siteEvents.ts'
import { PrimaryButton, SecondaryButton } from '../shared/shop/ui.tsx'
import { SystemContentsList } from '../shared/shop/itemParts.tsx'
import { regularPriceText } from '../shared/price.ts'
import { StruckPrice } from '../shared/StruckPrice.tsx'
import { fillTemplate, splitTemplate } from '../shared/fillTemplate.ts'
import { FinancingOffer } from '../shared/shop/FinancingOffer.tsx'
import { isFootnote, packageTerms } from '../shared/shop/packageTerms.ts'
import { recordShopVisit } from './recordShopVisit.ts'
import { SalesTaxNote } from '../shared/checkoutNotes/SalesTaxNote.tsx'
import { AddonsOnlyNotice } from '../shared/checkoutNotes/AddonsOnlyNotice.tsx'
import { PlacedOrderNotice } from './PlacedOrderNotice.tsx'

/**
 * What the cart view shows under its heading (spec §2.3): the package, the devices, the totals and Checkout. It loads
 * when the cart is first shown, not with /shop (issue 25: the page's JavaScript before interaction), and renders once
 * the saved cart has been read back, so it never shows an empty cart that is not.
 */
export function CartContents({ props, data }: { props: ShopCartProps; data: ShopCartData }) {
  const theme = useTheme()
  const page = usePageContextData()
  const site = useSiteData()
  const stores = useShopStores()
  const cart = useStore(stores.cart)
  const setView = useEcommerce((s) => s.setView)
  const termsData = useEcommerce((s) => s.termsData)
  const [busy, setBusy] = useState(false)
  const count = itemCount(cart)
  const plan = data.products.find((p) => p.isProtectionPlan)
  const system = cart.system
  const monitoring = system?.services.find((service) => service.slug === 'monitoring') ?? system?.services[0]
  const oneTime = system ? oneTimeServices(system) : []
  // The plan is one line, the checkbox below: never also a line with a quantity.
  const devices = cart.addons.filter((addon) => !isSingleLine(addon))
  const monthly = cartMonthly(cart)
  const terms = packageTerms(termsData, {
    showsMonitoring: Boolean(monitoring),
    financed: count > 0 && financingPlan({ negotiatedListPrice: cartSubtotal(cart) }) !== null,
  })
  const footnoted = terms.some(isFootnote)
  const checkout = async () => {
    setBusy(true)
    recordShopVisit(stores.ecommerce, data, page.partner, site.brand.companyDomain)
    // The checkout's code (the order request, the lead client) loads when it is first used, not with the page.
    const { checkoutCart, sendWithAttribution } = await loadOrReload(
      () => import('./checkoutCart.ts'),
      site.constants.display.chunkReloadGuardMs,
    )
    const result = await checkoutCart({
      ...stores,
      catalogue: data,
      page,
      formId: props.leadFormId,
      submitEcommLead: sendWithAttribution(site),
      newId: () => crypto.randomUUID(),
    })
    if (result.status === 'redirect') {
      // Kept with the cart: the confirmation's return link names the order, and this cart empties then (placedOrder.ts).
      if (result.orderNumber) stores.cart.getState().recordOrder(result.orderNumber)
      window.location.assign(result.redirectUrl)
      return
    }
    // The cart stays as it is, so the buyer can try again or call.
    setBusy(false)
    openShopErrorModal()
  }

  return (
    <>
      <PlacedOrderNotice cart={stores.cart} texts={props} />
      {count === 0 && <p>{props.emptyText}</p>}
      <div css={cartColumnsCss(theme)}>
        <div css={css`grid-area: items; min-width: 0; & > h2:first-child { margin-top: 0; }`}>
          {system && (
            <>
              <h2>{props.packageHeading}</h2>
              <div css={css`display: flex; gap: 1rem; align-items: start; flex-wrap: wrap;`}>
                <img src={system.heroImage} alt="" width={600} height={400} css={css`width: 12rem; height: auto;`} />
                <div css={css`flex: 1 1 16rem;`}>
                  <h3 css={css`margin: 0;`}>{system.name}</h3>
                  <p data-testid="cart-package-price" css={css`font-weight: 700;`}>
                    {/* The package's regular price struck beside the price paid, as its card showed them (D20). */}
                    <StruckPrice
                      regularPrice={
                        system.catalogId === data.catalogId
                          ? (data.packageRegularPrices[system.packageId] ?? null)
                          : null
                      }
                      labels={props}
                    >
                      {formatMoney(Number(system.price))}
                    </StruckPrice>
                  </p>
                  <SystemContentsList system={system} />
                  {oneTime.map((service) => (
                    <div key={service.slug}>
                      <p data-testid={`cart-service-${service.slug}`} css={css`margin-bottom: 0;`}>
                        {props.installationLabel}:{' '}
                        {service.fields.price ? formatMoney(service.fields.price) : props.freeInstallationText}
                      </p>
                      {/* What makes it free, in the spec's words (9.4). */}
                      {!service.fields.price && props.freeInstallationNote && (
                        <p data-testid="cart-free-installation-note" css={css`margin-top: 0.25rem; font-size: 0.9rem;`}>
                          {props.freeInstallationNote}
                        </p>
                      )}
                    </div>
                  ))}
                  {monitoring && (
                    <p>
                      {props.monitoringLabel}: {monitoring.name}, {formatMoney(monitoring.fields.price ?? 0)}/mo.
                      {footnoted && <span aria-hidden="true">*</span>}
                    </p>
                  )}
                </div>
              </div>
            </>
          )}
          {devices.length > 0 && (
            <>
              <h2>{props.addonsHeading}</h2>
              <ul css={css`list-style: none; padding: 0; display: grid; gap: 0.75rem;`}>
                {devices.map((addon) => (
                  <li
                    key={addon.slug}
                    data-testid={`cart-line-${addon.slug}`}
                    css={css`display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; border-bottom: 1px solid #c9ced6; padding-bottom: 0.75rem;`}
                  >
                    <img
                      src={addon.image.file.url}
                      alt=""
                      width={300}
                      height={300}
                      css={css`width: 4rem; height: auto;`}
                    />
                    <span css={css`flex: 1 1 12rem; font-weight: 700;`}>{addon.name}</span>
                    <label css={css`display: flex; gap: 0.5rem; align-items: center;`}>
                      <span>{fillTemplate(props.quantityLabel, { product: addon.name })}</span>
                      <input
                        type="number"
                        min={1}
                        max={99}
                        value={addon.quantity}
                        onChange={(event) => {
                          const quantity = Number.parseInt(event.target.value, 10)
                          if (quantity >= 1 && quantity <= 99) cart.updateAddonQuantity(addon, quantity)
                        }}
                        css={css`width: 4.5rem; font: inherit; padding: 0.35rem;`}
                      />
                    </label>
                    <span data-testid="cart-item-price">
                      {/* A device a promotion lowers keeps its regular price struck through here too, as on the
                          page that sold it (fifth walkthrough D11). */}
                      <StruckPrice
                        regularPrice={regularPriceText(
                          addon.price * addon.quantity,
                          addon.regularPrice === undefined ? undefined : addon.regularPrice * addon.quantity,
                        )}
                        labels={props}
                      >
                        {formatMoney(addon.price * addon.quantity)}
                      </StruckPrice>
                    </span>
                    <SecondaryButton type="button" onClick={() => cart.removeAddon(addon.slug)}>
                      {fillTemplate(props.removeButton, { product: addon.name })}
                    </SecondaryButton>
                  </li>
                ))}
              </ul>
            </>
          )}
          {plan && count > 0 && (
            <label
              data-testid="cart-protection-plan"
              css={css`display: flex; gap: 0.5rem; align-items: center; margin: 1rem 0; font-weight: 700;`}
            >
              <input
                type="checkbox"
                checked={bhpAdded(cart)}
                onChange={(event) =>
                  event.target.checked ? cart.updateAddonQuantity(plan.product, 1) : cart.removeAddon(plan.product.slug)
                }
                css={css`width: 1.25rem; height: 1.25rem;`}
              />
              {fillTemplate(props.protectionLabel, { plan: plan.product.name, price: plan.priceText })}
            </label>
          )}
        </div>
        <div data-testid="cart-summary" css={cartSummaryCss(theme)}>
          {count > 0 && (
            <p
              css={css`margin-top: 0; font-size: 1.35rem; border-top: 2px solid ${theme.palette.darkblue}; padding-top: 1rem;`}
            >
              {props.subtotalLabel} <strong data-testid="cart-subtotal">{formatMoney(cartSubtotal(cart))}</strong>
              {monthly > 0 && (
                <span css={css`display: block; font-size: 1rem; margin-top: 0.35rem;`}>
                  {props.monthlyLabel} <strong data-testid="cart-monthly">{formatMoney(monthly)}/mo.</strong>
                </span>
              )}
              <SalesTaxNote testId="cart-tax-note" />
            </p>
          )}
          {count > 0 && <CartFinancing text={props.financingText} due={cartSubtotal(cart)} />}
          {terms.map((term) => (
            <p key={term} css={css`font-size: 0.85rem;`}>
              {term}
            </p>
          ))}
          {cartKind(cart) === 'addonsOnly' && <AddonsOnlyNotice />}
          <div css={css`display: flex; gap: 1rem; flex-wrap: wrap;`}>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus to <body> (rater D6). */}
            {count > 0 && (
              <PrimaryButton type="button" onClick={busy ? undefined : checkout} aria-disabled={busy} aria-busy={busy}>
                {busy ? props.checkingOutText : props.checkoutButton}
              </PrimaryButton>
            )}
            <SecondaryButton type="button" onClick={() => setView(system ? 'customize' : 'browse')}>
              {props.continueButton}
            </SecondaryButton>
          </div>
        </div>
      </div>
    </>
  )
}

/**
 * Below lg one column with the totals and Checkout first, as the leading shops' phone carts place them (at 375 px the
 * totals after the items were below the first screen); the reading and Tab order stays items, then totals. From lg
 * the totals and Checkout are a sticky column beside the items, so Checkout is in the first screen there too.
 */
const cartColumnsCss = (theme: Theme) => css`
  display: grid;
  grid-template-areas: 'summary' 'items';
  row-gap: 1.5rem;
  align-items: start;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: 'items summary';
    column-gap: 3rem;
  }
`
const cartSummaryCss = (theme: Theme) => css`
  grid-area: summary;
  /* A phone's first screen: the amounts and the way on in one band (from lg, the same band beside the items). */
  padding: 1rem;
  border: 1px solid #d1d5db;
  border-radius: 0.75rem;
  background: ${theme.palette.warmgray};
  & > p:first-child {
    border-top: 0;
    padding-top: 0;
  }
  ${theme.mq.lg} {
    position: sticky;
    top: 1rem;
    /* The subtotal's words and amount on one row, the monthly line under them. */
    & > p:first-child {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0 1rem;
      border-top: 0;
      padding-top: 0;
      & > span {
        flex-basis: 100%;
      }
    }
    padding: 1.25rem;
    border: 1px solid #d1d5db;
    border-radius: 0.75rem;
    background: ${theme.palette.warmgray};
  }
`

/**
 * What the amount due comes to financed, from the $599 minimum (rater: the cart named 0% APR financing with no
 * figure): spec 9.4's figure (the amount ÷ 48) and terms text in the package cards' words (FinancingOffer), where
 * the block's text puts {{offer}}.
 */
function CartFinancing({ text, due }: { text: string; due: number }) {
  const plan = financingPlan({ negotiatedListPrice: due })
  if (!plan) return null
  const [before, after] = splitTemplate(text, 'offer')
  return (
    <p data-testid="cart-financing" css={css`margin: 0 0 0.5rem; font-size: 0.95rem;`}>
      {before}
      <FinancingOffer monthly={monthlyFinancing(plan.financed)} payments={plan.payments} />
      {after}
    </p>
  )
}
