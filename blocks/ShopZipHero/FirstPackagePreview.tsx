import { css, useTheme, type Theme } from '@emotion/react'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import type { ShopPackage } from '../../services/catalogue/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { PackagePrice } from '../shared/shop/PackagePrice.tsx'
import { useEcommerce } from '../shared/shop/shopStores.ts'
import { ChoosePackageForm } from '../shared/shop/ChoosePackageForm.tsx'

type Texts = NonNullable<ShopZipHeroProps['firstPackage']>

/**
 * On a partner's shop, phones only: the partner catalogue's first package (name and whole price, the same
 * PackagePrice as its card) at the foot of the partner's card, with the card's own "Choose" action and a link
 * down to every package. On a phone the cards start a screen and a half down (under the ZIP form, the partner's
 * card, the Harbor Difference and the package list's heading, spec 2.3's order); the leading shops show a
 * package in the first screen. From md the cards themselves start in the first screen, so this is not shown
 * (display: none also keeps it from screen readers there, so nothing is read twice).
 */
export function FirstPackagePreview({
  id,
  pkg,
  catalogId,
  count,
  texts,
  packagesAnchor,
}: {
  id: string
  pkg: ShopPackage
  /** The page's catalogue, posted with the choice made without scripts (the server checks it is the page's). */
  catalogId: string
  count: number
  texts: Texts
  packagesAnchor: string
}) {
  const theme = useTheme()
  const selectPackage = useEcommerce((s) => s.selectPackage)
  const choose = () => {
    selectPackage(pkg)
    window.scrollTo({ top: 0 })
  }
  return (
    <div data-first-package="" aria-labelledby={`${id}-first-package`} role="group" css={previewCss(theme)}>
      <p css={css`margin: 0; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em;`}>
        {texts.leadIn}
      </p>
      <div css={priceCss}>
        <h2
          id={`${id}-first-package`}
          css={css`grid-area: name; margin: 0; font-size: 1.1rem; color: ${theme.palette.darkblue};`}
        >
          {pkg.title}
        </h2>
        <PackagePrice pkg={pkg} texts={texts} />
      </div>
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-top: 0.5rem;`}>
        <ChoosePackageForm
          packageId={pkg.id}
          catalogId={catalogId}
          onChoose={choose}
          buttonCss={css`padding: 0.5rem 1rem; font-size: 0.95rem;`}
        >
          {fillTemplate(texts.chooseButton, { package: pkg.title })}
        </ChoosePackageForm>
        <a href={`#${packagesAnchor}`} css={css`color: ${theme.palette.darkblue}; font-weight: 700;`}>
          {fillTemplate(texts.allPackagesLink, { count })}
        </a>
      </div>
    </div>
  )
}

const previewCss = (theme: Theme) => css`
  margin-top: 0.5rem;
  padding-top: 0.5rem;
  border-top: 1px solid #c9ced6;
  ${theme.mq.md} {
    display: none;
  }
`

/**
 * The card's name and price, tighter: the amount beside the name, then the monitoring and installation rows (at
 * the list's size) and any financing line.
 */
const priceCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name amount' 'rows rows' 'financing financing';
  align-items: baseline;
  gap: 0.15rem 0.75rem;
  margin-top: 0.15rem;
  font-size: 0.9rem;
  line-height: 1.35;
  & [data-package-price] {
    grid-area: amount;
    font-size: 1.35rem;
  }
  & [data-financing] {
    grid-area: financing;
  }
  & dl {
    grid-area: rows;
    gap: 0 0.5rem;
  }
`
