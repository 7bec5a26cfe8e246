import { Global, css, useTheme, type Theme } from '@emotion/react'
import { useRef } from 'react'
import { useStore } from 'zustand'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShopCustomizePackageProps } from '../../schemas/generated/blocks/ShopCustomizePackageProps.ts'
import { bhpAdded, cartMonthly, cartSubtotal } from '../../services/cart/index.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import { Container } from '../shared/layout.tsx'
import type { ShopCustomizeData } from './data.ts'
import { DeviceRow } from './DeviceRow.tsx'
import { useEcommerce, useShopStores } from '../shared/shop/shopStores.ts'
import { viewsAttribute } from '../shared/shop/shopView.tsx'
import { useViewHeadingFocus } from '../shared/shop/viewHeadingFocus.ts'
import { PrimaryButton, SecondaryButton } from '../shared/shop/ui.tsx'
import { SystemContentsList } from '../shared/shop/itemParts.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { shownFrom } from '../shared/shownFrom.ts'

/**
 * The customise flow: the only section while it is open (spec §2.3), with a running total of the system so far at
 * the foot of the screen, as the leading "build your system" pages keep one. The devices are compact rows with a
 * − n + stepper (DeviceRow), grouped under the shop's category titles (deviceGroups.ts).
 */
export function ShopCustomizePackage({ id, props, data }: BlockProps<ShopCustomizePackageProps, ShopCustomizeData>) {
  const theme = useTheme()
  const view = useEcommerce((s) => s.view)
  const setView = useEcommerce((s) => s.setView)
  const cart = useStore(useShopStores().cart)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shown = view === 'customize' && cart.system !== null
  useViewHeadingFocus(headingRef, 'customize', shown)
  if (!shown || !cart.system) return <div id={id} hidden />

  const system = cart.system
  const plan = data.products.find((p) => p.isProtectionPlan)
  const devices = new Map(data.products.filter((p) => !p.isProtectionPlan).map((p) => [p.product.slug, p]))
  const planAdded = bhpAdded(cart)
  const monthly = cartMonthly(cart)
  const go = (next: 'cart' | 'browse') => {
    setView(next)
    window.scrollTo({ top: 0 })
  }

  return (
    <section id={id} aria-labelledby={`${id}-heading`} {...viewsAttribute('customize')} css={css`padding: 3rem 0;`}>
      <Container>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1} css={css`margin: 0; outline: none;`}>
          {props.heading}
        </h1>
        {props.subheading && <p>{props.subheading}</p>}
        <h2>
          {props.includedHeading}: {system.name}
        </h2>
        <SystemContentsList system={system} />

        <h2>{props.addDevicesHeading}</h2>
        {data.deviceGroups.map((group) => (
          <section key={group.title} aria-labelledby={`${id}-group-${group.slugs[0]}`}>
            <h3 id={`${id}-group-${group.slugs[0]}`} css={css`margin: 1.5rem 0 0; font-size: 1.15rem;`}>
              {group.title}
            </h3>
            <ul css={deviceListCss(theme)}>
              {group.slugs.map((slug) => {
                const device = devices.get(slug)
                if (!device) return null
                return (
                  <DeviceRow
                    key={slug}
                    blockId={id}
                    device={device}
                    inPackage={system.addonsQuantity[slug] ?? 0}
                    added={cart.addons.find((addon) => addon.slug === slug)?.quantity ?? 0}
                    props={props}
                    onAdd={() => cart.addAddon(device.product)}
                    onRemove={() => cart.removeOneAddon(slug)}
                  />
                )
              })}
            </ul>
          </section>
        ))}

        {plan && (
          <div
            css={css`margin-top: 2rem; padding: 1.25rem; border-radius: 0.75rem; background: ${theme.palette.lightgreen};`}
          >
            <h2 css={css`margin-top: 0;`}>{props.protectionHeading}</h2>
            <p>{plan.description}</p>
            <label css={css`display: flex; gap: 0.5rem; align-items: center; font-weight: 700;`}>
              <input
                type="checkbox"
                checked={planAdded}
                onChange={(event) =>
                  event.target.checked ? cart.updateAddonQuantity(plan.product, 1) : cart.removeAddon(plan.product.slug)
                }
                css={css`width: 1.25rem; height: 1.25rem;`}
              />
              {fillTemplate(props.protectionLabel, { plan: plan.product.name, price: plan.priceText })}
            </label>
          </div>
        )}

        {/* The running total stays at the foot of the screen while devices are added (rater: no total until the
            cart), beside the way on; it parks here, at the end of the list, once scrolled to. */}
        {/* A control reached by Tab scrolls clear of the bar, never under it (WCAG 2.2 2.4.11). */}
        <Global styles={css`html { scroll-padding-bottom: 8rem; }`} />
        <div data-testid="customize-running-total" css={runningTotalCss(theme)}>
          <p
            role="status"
            css={css`margin: 0; flex: 0 1 auto; min-width: 0; font-size: 0.9rem; line-height: 1.35; ${theme.mq.md} { font-size: 1rem; }`}
          >
            <span css={runningLabelCss(theme)}>{props.runningTotal.label}</span>
            <strong data-testid="customize-subtotal">
              {fillTemplate(props.runningTotal.dueText, { subtotal: formatMoney(cartSubtotal(cart)) })}
            </strong>
            {monthly > 0 && (
              <span data-testid="customize-monthly">
                {' '}
                {fillTemplate(props.runningTotal.monthlyText, { monthly: formatMoney(monthly) })}
              </span>
            )}
          </p>
          <PrimaryButton type="button" onClick={() => go('cart')} css={css`flex: none; padding-inline: 1.1rem;`}>
            {props.reviewCartButton}
          </PrimaryButton>
        </div>
        <div css={css`display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1rem;`}>
          <SecondaryButton type="button" onClick={() => go('browse')}>
            {props.backButton}
          </SecondaryButton>
        </div>
      </Container>
    </section>
  )
}

/** The rows one under another; from lg, two columns of them. */
const deviceListCss = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.lg} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 2.5rem;
  }
`

/** Sticky at the bottom of the screen, above the page; the amounts and the button side by side at every width. */
const runningTotalCss = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: 2;
  margin-top: 2rem;
  display: flex;
  align-items: center;
  /* Amounts then the button, from the left: the page's chat bubble sits at the screen's bottom right. */
  justify-content: flex-start;
  gap: 0.5rem 1rem;
  padding: 0.6rem 0.75rem;
  border-top: 2px solid ${theme.palette.darkblue};
  background: #fff;
  box-shadow: 0 -4px 12px rgb(0 0 0 / 0.12);
  ${theme.mq.md} {
    border-radius: 0.75rem 0.75rem 0 0;
  }
`

/** The bar's label: read by screen readers everywhere, shown from md (on a phone the amounts speak for themselves). */
const runningLabelCss = (theme: Theme) => [
  shownFrom(theme.mq.md),
  css`
    ${theme.mq.md} {
      display: block;
      font-size: 0.85rem;
    }
  `,
]
