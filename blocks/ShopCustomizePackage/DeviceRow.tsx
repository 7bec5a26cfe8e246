import { css, useTheme, type Theme } from '@emotion/react'
import type { ShopCustomizePackageProps } from '../../schemas/generated/blocks/ShopCustomizePackageProps.ts'
import type { ShopProduct } from '../shared/shop/ShopCatalogueData.ts'
import { SecondaryButton, VisuallyHidden } from '../shared/shop/ui.tsx'
import { StruckPrice } from '../shared/StruckPrice.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { shownFrom } from '../shared/shownFrom.ts'

/**
 * One device of the customiser as a compact row (sixth walkthrough D15: full-width cards of ~450 px made the
 * customiser 11,500 px long at 375 px): its picture small, its name and price, and a − n + stepper whose n is how
 * many the order holds, the package's own counted in. − takes back one the visitor added and stops at the package's
 * count (the package's devices stay); it is there from the start, never only after an Add. The buttons are named
 * for the device ("Remove one Door/Window Sensor"), and n is announced when it changes. The description is read by
 * screen readers everywhere and shown from md, where the row has the room.
 */
export function DeviceRow({
  blockId,
  device: { product, priceText, regularPriceText, description },
  inPackage,
  added,
  props,
  onAdd,
  onRemove,
}: {
  blockId: string
  device: ShopProduct
  /** How many the package holds. */
  inPackage: number
  /** How many the visitor added. */
  added: number
  props: ShopCustomizePackageProps
  onAdd: () => void
  onRemove: () => void
}) {
  const theme = useTheme()
  const nameId = `${blockId}-${product.slug}`
  const removable = added > 0
  return (
    <li data-device-row={product.slug} css={rowCss(theme)}>
      <img src={product.image.file.url} alt="" width={300} height={300} loading="lazy" />
      <h4 id={nameId} css={css`grid-area: name; margin: 0; font-size: 1rem;`}>
        {product.name}
      </h4>
      <div css={css`grid-area: info; min-width: 0;`}>
        {/*
          The struck and the paid price are separate pieces that wrap (rater E5: at 375 px a sale's "$199.99$179.99"
          had no break, ran under the stepper and the price paid was cut), the struck one on its own line then.
        */}
        <p
          data-device-price=""
          css={css`margin: 0; font-weight: 700; display: flex; flex-wrap: wrap; align-items: baseline;`}
        >
          <StruckPrice regularPrice={regularPriceText} labels={props}>
            {priceText}
          </StruckPrice>
        </p>
        {inPackage > 0 && (
          <p css={css`margin: 0; font-size: 0.85rem; color: ${theme.palette.darkgray};`}>
            {fillTemplate(props.inPackageText, { count: inPackage })}
          </p>
        )}
        <p
          css={[
            shownFrom(theme.mq.md),
            // shownFrom keeps its nowrap from md: a description runs to several lines in its column.
            css`margin: 0.25rem 0 0; font-size: 0.9rem; ${theme.mq.md} { white-space: normal; }`,
          ]}
        >
          {description}
        </p>
      </div>
      <div role="group" aria-labelledby={nameId} css={stepperCss(theme)}>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus to <body> (rater D6). */}
        <SecondaryButton
          type="button"
          aria-label={fillTemplate(props.removeButton, { product: product.name })}
          aria-disabled={!removable}
          onClick={removable ? onRemove : undefined}
        >
          <span aria-hidden="true">−</span>
        </SecondaryButton>
        <output aria-live="polite" aria-atomic="true" data-testid={`in-order-${product.slug}`}>
          <VisuallyHidden>{props.inOrderLabel}</VisuallyHidden> {inPackage + added}
        </output>
        <SecondaryButton
          type="button"
          aria-label={fillTemplate(props.addButton, { product: product.name })}
          onClick={onAdd}
        >
          <span aria-hidden="true">+</span>
        </SecondaryButton>
      </div>
    </li>
  )
}

/**
 * Below md the name has the row's width beside the picture, and the price and the stepper share the line under it
 * (at 375 px a name squeezed beside the stepper wrapped to three lines), below 360 px the stepper under the price;
 * from md the stepper sits at the right of name, price and description, the picture a little larger.
 */
const rowCss = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr) auto;
  grid-template-areas: 'img name name' 'img info stepper';
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid #d1d5db;
  img {
    grid-area: img;
    align-self: start;
    width: 100%;
    height: auto;
    border-radius: 0.5rem;
  }
  /* At 320 px the stepper (about 130 px) leaves the price less room than "$179.99" needs (rater E5: it ran under
     the − button): the stepper goes under the price there. */
  @media (max-width: 359.98px) {
    grid-template-columns: 3rem minmax(0, 1fr);
    grid-template-areas: 'img name' 'img info' 'img stepper';
  }
  ${theme.mq.md} {
    grid-template-columns: 5rem minmax(0, 1fr) auto;
    grid-template-areas: 'img name stepper' 'img info stepper';
    gap: 0.25rem 1rem;
  }
`

/** Round buttons of a finger's size (2.5rem: 45 px) either side of the count. */
const stepperCss = (theme: Theme) => css`
  grid-area: stepper;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  button {
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    border-radius: 50%;
    font-size: 1.35rem;
    line-height: 1;
  }
  button[aria-disabled='true'] {
    opacity: 0.35;
    cursor: not-allowed;
  }
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: 700;
    font-size: 1.1rem;
    color: ${theme.palette.darkblue};
  }
`
