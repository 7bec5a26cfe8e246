import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ProductCardsProps } from '../../schemas/generated/blocks/ProductCardsProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { CheckList } from '../shared/CheckList.tsx'
import { ButtonLink, cardListCss } from '../shared/layout.tsx'
import { PriceDisplay } from '../shared/PriceDisplay.tsx'
import { isReducedPrice } from '../shared/price.ts'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { Ribbon } from '../shared/Ribbon.tsx'

/** Device or package cards: thumbnail, name, price display, what is included and where to go next. */
export function ProductCards({ id, props }: BlockProps<ProductCardsProps>) {
  const theme = useTheme()
  const HeadingTag = props.heading ? 'h3' : 'h2'
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro}>
      <ul css={cardListCss(theme, columnsFor(props.items.length))}>
        {props.items.map((item) => (
          <li
            key={item.name}
            css={css`
              position: relative;
              display: flex;
              flex-direction: column;
              padding: 1.5rem;
              border-radius: 0.75rem;
              background: #fff;
              color: ${theme.palette.darkgray};
              border: 1px solid #d9dee5;
              box-shadow: 0 2px 10px rgb(11 47 91 / 0.06);
              a { color: ${theme.palette.darkblue}; }
            `}
          >
            {item.ribbon && <Ribbon text={item.ribbon} placement="card" />}
            {/* A sale ribbon is true only while a promotion lowers the price, which the struck-through price shows. */}
            {!item.ribbon && item.saleRibbon && isReducedPrice(item.price) && (
              <Ribbon text={item.saleRibbon} placement="card" />
            )}
            {item.image && (
              <ResponsiveImage
                image={item.image}
                preset="thumbnail"
                imgCss={css`display: block; width: 180px; height: 180px; margin: 0 auto 1rem;`}
              />
            )}
            <HeadingTag css={css`margin: 0 0 0.5rem; font-size: 1.25rem; color: ${theme.palette.darkblue};`}>
              {item.name}
            </HeadingTag>
            <p css={css`margin: 0;`}>{item.description}</p>
            {/* A catalogue price arrives filled (runtime/render/cataloguePrices.ts); an unfilled one shows nothing. */}
            {item.price?.amount !== undefined && <PriceDisplay {...item.price} amount={item.price.amount} />}
            {/* The catalogue's facts (filled by runtime/render/cataloguePrices.ts) lead; the card's own selling points follow. */}
            <Features items={[...(item.specs?.lines ?? []), ...(item.features ?? [])]} />
            {(item.cta || item.shopLink) && (
              <p css={actionsCss}>
                {item.cta && (
                  <ButtonLink href={item.cta.href} css={css`color: #fff !important;`}>
                    {item.cta.label}
                    <span className="visually-hidden">: {item.name}</span>
                  </ButtonLink>
                )}
                {/* Where the card's device is sold online (sixth walkthrough D9: a priced card whose only action
                    was a quote). A partner's page has none (runtime/routing/partnerShopLinks.ts): no partner's shop
                    has product pages, and the generic one sells at other prices. */}
                {item.shopLink && (
                  <a href={item.shopLink.href} css={css`font-weight: 600;`}>
                    {item.shopLink.label}
                    <span className="visually-hidden">: {item.name}</span>
                  </a>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {props.moreLink && (
        <p css={css`margin: 1.5rem 0 0; text-align: center;`}>
          <ButtonLink href={props.moreLink.href} css={css`color: #fff !important;`}>
            {props.moreLink.label}
          </ButtonLink>
        </p>
      )}
      {props.footnote && <p css={css`font-size: 0.85rem; margin: 1.5rem 0 0;`}>{props.footnote}</p>}
    </BlockSection>
  )
}

function Features({ items }: { items: string[] }) {
  return items.length > 0 ? <CheckList items={items} /> : null
}

const actionsCss = css`
  margin: auto 0 0;
  padding-top: 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`

/** Up to three cards a row on a wide screen; four make one row of four rather than three and one left alone. */
function columnsFor(cards: number): number {
  return cards === 4 ? 4 : Math.min(cards, 3)
}
