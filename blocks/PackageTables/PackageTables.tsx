import { css, useTheme, type SerializedStyles } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PackageTablesProps } from '../../schemas/generated/blocks/PackageTablesProps.ts'
import type { ShopPackage } from '../../services/catalogue/index.ts'
import { Container } from '../shared/layout.tsx'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { useEcommerce } from '../shared/shop/shopStores.ts'
import { viewsAttribute } from '../shared/shop/shopView.tsx'
import { Card, CardGrid } from '../shared/shop/ui.tsx'
import { ChoosePackageForm } from '../shared/shop/ChoosePackageForm.tsx'
import { serverOrderKey } from '../shared/shop/packageOrderForm.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { PackagePrice } from '../shared/shop/PackagePrice.tsx'
import { PackageComparison } from './PackageComparison.tsx'

/** Package cards and the comparison table; hidden once a package is chosen (spec §2.3). */
export function PackageTables({ id, props, data }: BlockProps<PackageTablesProps, ShopPackagesData>) {
  const theme = useTheme()
  const visible = useEcommerce((s) => s.view === 'browse' && !s.selectedPackageId)
  const selectPackage = useEcommerce((s) => s.selectPackage)
  if (!visible) return <div id={id} hidden />

  const choose = (pkg: ShopPackage) => {
    selectPackage(pkg)
    window.scrollTo({ top: 0 })
  }
  // The card's and the comparison's "Choose …" of a package are one choice: without scripts both post the same
  // order key, so a second press (either) finds the same order (packageOrderForm.ts).
  const orderKeys = Object.fromEntries(data.packages.map((pkg) => [pkg.id, serverOrderKey()]))
  const chooseForm = (pkg: ShopPackage, formCss?: SerializedStyles) => (
    <ChoosePackageForm
      packageId={pkg.id}
      catalogId={data.catalogId}
      orderKey={orderKeys[pkg.id]}
      onChoose={() => choose(pkg)}
      css={formCss}
    >
      {fillTemplate(props.chooseButton, { package: pkg.title })}
    </ChoosePackageForm>
  )

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      {...viewsAttribute('browse')}
      css={css`padding: 1.25rem 0 3rem; background: ${theme.palette.warmgray}; ${theme.mq.md} { padding-top: 2.5rem; }`}
    >
      <Container>
        <h2 id={`${id}-heading`} css={css`margin: 0; font-size: clamp(1.4rem, 3vw, 2rem); line-height: 1.2;`}>
          {props.heading}
        </h2>
        <p css={css`max-width: 48rem;`}>
          <SubheadingWithCompareLink text={props.subheading} linkText={props.compareLinkText} href={`#${id}-compare`} />
        </p>
        <CardGrid>
          {data.packages.map((pkg) => (
            <Card key={pkg.id} as="article" aria-labelledby={`${id}-${pkg.id}`} data-package-card={pkg.id}>
              {pkg.imageUrl && (
                <img
                  src={pkg.imageUrl}
                  alt=""
                  width={600}
                  height={400}
                  loading="lazy"
                  css={css`width: 100%; height: auto; border-radius: 0.5rem;`}
                />
              )}
              {/* Focusable by script only: Back from the customiser returns the focus here (packageReturn.ts). */}
              <h3 id={`${id}-${pkg.id}`} tabIndex={-1} css={css`margin: 0;`}>
                {pkg.title}
              </h3>
              <p css={css`margin: 0;`}>{pkg.description}</p>
              <PackagePrice pkg={pkg} texts={props} />
              {pkg.discountAmountText && (
                <p css={css`margin: 0; color: ${theme.palette.darkgreen}; font-weight: 700;`}>
                  {pkg.discountAmountText}
                </p>
              )}
              <ul css={includedListCss(theme.palette.ctagreen)}>
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {chooseForm(pkg, cardChooseCss)}
            </Card>
          ))}
        </CardGrid>

        <h2 id={`${id}-compare`} css={css`margin: 3rem 0 0;`}>
          {props.compareHeading}
        </h2>
        <p>{props.compareSubheading}</p>
        <PackageComparison id={id} props={props} data={data} choose={chooseForm} />
      </Container>
    </section>
  )
}

/** A card's "Choose …" at its foot, as wide as the card. */
const cardChooseCss = css`margin-top: auto; & > button { width: 100%; }`

/**
 * What a package includes, ticked off like the leading brands' package cards rather than bulleted. Compact: the style's
 * text ships with the JavaScript /shop loads as it opens.
 */
const includedListCss = (tick: string) => css`
  margin: 0; padding: 0; list-style: none; display: grid; gap: 0.3rem;
  li { position: relative; padding-left: 1.6rem; }
  li::before { content: ''; position: absolute; left: 0.15rem; top: 0.3em; width: 0.45rem; height: 0.8rem; border: solid ${tick}; border-width: 0 0.18rem 0.18rem 0; transform: rotate(45deg); }
`

/**
 * The spec's subheading ends "… select a package for your home. Compare them": those last words link down to the
 * comparison table (walkthrough: read as an unfinished sentence). Any other subheading is shown as written.
 */
function SubheadingWithCompareLink({ text, linkText, href }: { text: string; linkText?: string; href: string }) {
  if (!linkText || !text.endsWith(linkText)) return text
  return (
    <>
      {text.slice(0, text.length - linkText.length)}
      <a href={href}>{linkText}</a>
    </>
  )
}
