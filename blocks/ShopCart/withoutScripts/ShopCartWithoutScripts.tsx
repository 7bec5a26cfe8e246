import { css, useTheme } from '@emotion/react'
import type { ChoosePackageForm } from '../../shared/shop/ChoosePackageForm.tsx'
import type { ShopCartProps } from '../../../schemas/generated/blocks/ShopCartProps.ts'
import type { PostedLeadForm } from '../../../services/leads/postedForm.ts'
import { usePageContextData } from '../../../runtime/render/PageModelContext.tsx'
import { Container } from '../../shared/layout.tsx'
import { fillTemplate } from '../../shared/fillTemplate.ts'
import { SalesCallLink } from '../../shared/SalesCallLink.tsx'
import { SCRIPTS_RUNNING_SELECTOR } from '../../../services/frame/scriptsMark.ts'

/** The answer to a package chosen without scripts that was not ordered, and the form that tries it again. */
interface PostedOrder {
  posted: PostedLeadForm
  RetryForm: typeof ChoosePackageForm
}

/**
 * What the cart block shows only where its scripts did not run, loaded where rendered (onDemand.tsx): over the shop,
 * the answer to a package chosen without scripts that was not ordered (`posted`); in the cart view, the line that
 * stands in for contents that never came.
 */
export function ShopCartWithoutScripts({
  id,
  props,
  ...order
}: { id: string; props: ShopCartProps } & (PostedOrder | { posted?: undefined })) {
  return order.posted ? <PackageOrderNotice id={id} props={props} {...order} /> : <CartNeedsScripts props={props} />
}

/**
 * Over the shop when a package chosen without scripts was not ordered (server/checkout/packageOrderPosts.server.ts;
 * with scripts the error dialog says it): what happened, the choice kept with a button that tries again with the same
 * package and key (the checkout API answers a key it knows with its order: never two orders), the shop's sales line.
 */
function PackageOrderNotice({ id, props, posted, RetryForm }: { id: string; props: ShopCartProps } & PostedOrder) {
  const theme = useTheme()
  const choice = posted.packageOrder
  const text =
    posted.outcome === 'invalid'
      ? props.orderInvalidText
      : posted.refusal === 'limited'
        ? props.orderLimitedText
        : props.orderFailedText
  return (
    <Container as="section" aria-labelledby={`${id}-order-heading`} data-package-order-notice="">
      <div
        css={css`margin: 1rem 0; padding: 1rem 1.25rem; border: 2px solid ${theme.palette.darkblue}; border-radius: 0.5rem;`}
      >
        <h2 id={`${id}-order-heading`} css={css`margin: 0;`}>
          {props.orderFailedHeading}
        </h2>
        <p>{text}</p>
        {choice && (
          <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center;`}>
            <p css={css`margin: 0; font-weight: 700;`}>
              {fillTemplate(props.orderChoiceText, { package: choice.packageName })}
            </p>
            <RetryForm packageId={choice.packageId} catalogId={choice.catalogId} orderKey={choice.orderKey}>
              {props.orderRetryButton}
            </RetryForm>
          </div>
        )}
        <p css={css`margin-bottom: 0;`}>
          {props.orderCallPrompt} <SalesCallLink line="ecommSales" />
        </p>
      </div>
    </Container>
  )
}

/**
 * The cart view's line where its contents never come (issue 25, D5: `/shop?view=cart` with scripts blocked was a
 * heading over a blank frame): the cart lives in this browser and only its scripts can show it, so the line says so,
 * links back to the packages (their Choose buttons order without scripts) and gives the shop's sales line (its hours
 * while closed). Shown at once where scripts are off; where they run, hidden (its box kept: nothing moves) until the
 * cart's contents replace it, and shown if their code does not load (services/frame/scriptsMark.ts): never a guessed
 * delay, so a scripted visit never sees it flash and a visit without scripts never waits for it.
 */
function CartNeedsScripts({ props }: { props: ShopCartProps }) {
  const { pathname } = usePageContextData()
  return (
    <div data-cart-needs-scripts="" css={untilScriptsFailCss}>
      <p>{props.scriptsNeededText}</p>
      <p>
        <a href={`${pathname}#${props.packagesAnchor}`}>{props.packagesLink}</a>
      </p>
      <p>
        {props.orderCallPrompt} <SalesCallLink line="ecommSales" />
      </p>
    </div>
  )
}

const untilScriptsFailCss = css`
  ${SCRIPTS_RUNNING_SELECTOR} & {
    visibility: hidden;
  }
`
