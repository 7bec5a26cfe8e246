import { css, useTheme } from '@emotion/react'
import { useEffect, useRef } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShopProductSectionProps } from '../../schemas/generated/blocks/ShopProductSectionProps.ts'
import { Container } from '../shared/layout.tsx'
import type { ShopPackageSectionData } from '../shared/shop/ShopCatalogueData.ts'
import { useCart, useEcommerce } from '../shared/shop/shopStores.ts'
import { useShopLink } from '../shared/shop/useShopLink.ts'
import { viewsAttribute } from '../shared/shop/shopView.tsx'
import { PrimaryButton, SecondaryButton } from '../shared/shop/ui.tsx'
import { PackagePrice } from '../shared/shop/PackagePrice.tsx'
import { isFootnote, packageTerms } from '../shared/shop/packageTerms.ts'
import { useViewHeadingFocus } from '../shared/shop/viewHeadingFocus.ts'

/** The chosen package (spec §2.3 "Package selected"); Customize Package puts its bundle in the cart. */
export function ShopProductSection({ id, props, data }: BlockProps<ShopProductSectionProps, ShopPackageSectionData>) {
  const theme = useTheme()
  const view = useEcommerce((s) => s.view)
  const selectedId = useEcommerce((s) => s.selectedPackageId)
  const clearSelectedPackage = useEcommerce((s) => s.clearSelectedPackage)
  const setView = useEcommerce((s) => s.setView)
  const setTermsData = useEcommerce((s) => s.setTermsData)
  const addSystem = useCart((s) => s.addSystem)
  const pkg = data.packages.find((candidate) => candidate.id === selectedId) ?? null
  useShopLink({ packages: data.packages, systems: data.systems, products: data.addableProducts }, props.terms ?? null)

  useEffect(() => {
    // A package chosen in another catalogue (another partner's shop) is not sold here.
    if (selectedId && !pkg) clearSelectedPackage()
  }, [selectedId, pkg, clearSelectedPackage])

  const headingRef = useRef<HTMLHeadingElement>(null)
  useViewHeadingFocus(headingRef, 'package', view === 'browse' && pkg !== null)
  if (view !== 'browse' || !pkg) return <div id={id} hidden />

  const customize = () => {
    addSystem(data.systems[pkg.id]!)
    setTermsData(props.terms ?? null)
    setView('customize')
    window.scrollTo({ top: 0 })
  }

  // The cart's rule (rater D12: "*Requires 36-month…" printed with nothing starred): the footnote with the monitoring
  // line, which this view always shows and then stars; the financing term only where the package is financed.
  const terms = packageTerms(props.terms, { showsMonitoring: true, financed: pkg.financingPlan !== null })
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      {...viewsAttribute('browse')}
      css={css`padding: 3rem 0; background: ${theme.palette.lightblue};`}
    >
      <Container css={css`display: grid; gap: 2rem; ${theme.mq.lg} { grid-template-columns: 2fr 3fr; }`}>
        {pkg.imageUrl && (
          <img src={pkg.imageUrl} alt="" width={600} height={400} css={css`width: 100%; height: auto;`} />
        )}
        <div>
          <p css={css`margin: 0; font-weight: 700; text-transform: uppercase;`}>{props.eyebrow}</p>
          <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1} css={css`margin: 0.25rem 0; outline: none;`}>
            {pkg.title}
          </h1>
          <p>{pkg.productSubheading}</p>
          <PackagePrice pkg={pkg} texts={props} large monitoringStarred={terms.some(isFootnote)} />
          <h2 css={css`font-size: 1.2rem;`}>{props.featuresHeading}</h2>
          <ul>
            {pkg.featuresDisplayProduct.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {pkg.bonusItems.map((bonus) => (
            <p
              key={bonus.title}
              css={css`padding: 0.75rem; border-radius: 0.5rem; background: ${theme.palette.lightgreen};`}
            >
              <strong>{bonus.title}</strong> — {bonus.description}
            </p>
          ))}
          {terms.map((term) => (
            <p key={term} data-package-term css={css`font-size: 0.85rem;`}>
              {term}
            </p>
          ))}
          <div css={css`display: flex; gap: 1rem; flex-wrap: wrap;`}>
            <PrimaryButton type="button" onClick={customize}>
              {props.customizeButton}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={clearSelectedPackage}>
              {props.changeButton}
            </SecondaryButton>
          </div>
        </div>
      </Container>
    </section>
  )
}
