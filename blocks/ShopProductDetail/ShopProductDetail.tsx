import { css, useTheme } from '@emotion/react'
import { useState } from 'react'
import { StruckPrice } from '../shared/StruckPrice.tsx'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductDetailProps } from '../../schemas/generated/blocks/ShopProductDetailProps.ts'
import { Container } from '../shared/layout.tsx'
import { AddToCartButton } from '../shared/shop/AddToCartButton.tsx'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { useShopStores } from '../shared/shop/shopStores.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { JsonLd } from '../shared/JsonLd.tsx'
import { productJsonLd } from './productJsonLd.ts'

export function ShopProductDetail({ id, props, data }: BlockProps<ShopProductDetailProps, ShopProductsData>) {
  const theme = useTheme()
  useShopStores()
  const [quantity, setQuantity] = useState(1)
  const { product, description, specs, priceText, regularPriceText } = data.products[0]!
  const { brand } = useSiteData()
  const { canonicalPath } = usePageContextData()
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={css`padding: 3rem 0;`}>
      <JsonLd
        data={productJsonLd({ product, description, brand: brand.name, siteUrl: brand.siteUrl, path: canonicalPath })}
      />
      <Container css={css`display: grid; gap: 2rem; ${theme.mq.md} { grid-template-columns: 1fr 2fr; }`}>
        <img
          src={product.image.file.url}
          alt={product.name}
          width={300}
          height={300}
          css={css`width: 100%; max-width: 20rem; height: auto;`}
        />
        <div>
          <h2 id={`${id}-heading`} css={css`margin-top: 0;`}>
            {product.name}
          </h2>
          <p>{description}</p>
          <p css={css`font-size: 1.5rem; font-weight: 700;`}>
            <StruckPrice regularPrice={regularPriceText} labels={props}>
              {priceText}
            </StruckPrice>
          </p>
          {specs.length > 0 && (
            <>
              <h3>{props.specsHeading}</h3>
              <ul>
                {specs.map((spec) => (
                  <li key={spec}>{spec}</li>
                ))}
              </ul>
            </>
          )}
          <label css={css`display: flex; gap: 0.5rem; align-items: center; margin-bottom: 1rem;`}>
            {props.quantityLabel}
            <input
              type="number"
              min={1}
              max={99}
              value={quantity}
              onChange={(e) => setQuantity(Math.min(99, Math.max(1, Number.parseInt(e.target.value, 10) || 1)))}
              css={css`width: 4.5rem; font: inherit; padding: 0.35rem;`}
            />
          </label>
          <AddToCartButton
            product={product}
            quantity={quantity}
            label={props.addButton}
            addedText={props.addedText}
            viewCartLink={props.viewCartLink}
          />
          <p>
            <a href="/shop/products">{props.backLink}</a>
          </p>
        </div>
      </Container>
    </section>
  )
}
