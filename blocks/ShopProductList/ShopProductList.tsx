import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductListProps } from '../../schemas/generated/blocks/ShopProductListProps.ts'
import { Container } from '../shared/layout.tsx'
import { AddToCartButton } from '../shared/shop/AddToCartButton.tsx'
import { useShopStores } from '../shared/shop/shopStores.ts'
import { Card, CardGrid } from '../shared/shop/ui.tsx'
import { StruckPrice } from '../shared/StruckPrice.tsx'
import type { ShopProductListData } from './data.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

export function ShopProductList({ id, props, data }: BlockProps<ShopProductListProps, ShopProductListData>) {
  useShopStores()
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={css`padding: 3rem 0;`}>
      <Container>
        <h2 id={`${id}-heading`} css={css`margin-top: 0;`}>
          {fillTemplate(props.heading, { category: data.categoryTitle ?? '' })}
        </h2>
        <CardGrid>
          {data.products.map(({ product, description, priceText, regularPriceText }) => (
            <Card key={product.slug} as="article" aria-labelledby={`${id}-${product.slug}`}>
              <img
                src={product.image.file.url}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                css={css`width: 100%; max-width: 12rem; height: auto;`}
              />
              <h3 id={`${id}-${product.slug}`} css={css`margin: 0; font-size: 1.15rem;`}>
                {product.name}
              </h3>
              <p css={css`margin: 0;`}>{description}</p>
              <p css={css`margin: 0; font-weight: 700;`}>
                <StruckPrice regularPrice={regularPriceText} labels={props}>
                  {priceText}
                </StruckPrice>
              </p>
              <a href={`/shop/products/${product.slug}`}>
                {fillTemplate(props.detailsLink, { product: product.name })}
              </a>
              <AddToCartButton
                product={product}
                label={fillTemplate(props.addButton, { product: product.name })}
                addedText={props.addedText}
                viewCartLink={props.viewCartLink}
              />
            </Card>
          ))}
        </CardGrid>
      </Container>
    </section>
  )
}
