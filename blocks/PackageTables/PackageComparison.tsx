import { css, useTheme, type Theme } from '@emotion/react'
import type { ReactNode } from 'react'
import type { PackageTablesProps } from '../../schemas/generated/blocks/PackageTablesProps.ts'
import type { ShopPackage } from '../../services/catalogue/index.ts'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { VisuallyHidden } from '../shared/shop/ui.tsx'
import { StruckPrice } from '../shared/StruckPrice.tsx'

/** One row of the comparison: its heading and each package's value (null: the package does not include it). */
interface ComparisonRow {
  title: string
  values: (ReactNode | null)[]
}

/** The struck regular price above a package's in its cell (a narrow column on a phone): smaller, so the price paid stands out. */
const STRUCK_STYLE = { display: 'block', marginRight: 0, fontSize: '0.85em' }

/**
 * The package's equipment price first (sixth walkthrough D11: the table had none), the promotion's regular price
 * struck as on the cards; then the devices each package holds (how many), its monitoring and its installation.
 * Every amount is the catalogue's (buildPackages), never typed.
 */
function comparisonRows(data: ShopPackagesData, props: PackageTablesProps): ComparisonRow[] {
  const quantityOf = (pkg: ShopPackage, title: string) =>
    pkg.items.find((item) => item.typeName === title)?.quantity ?? 0
  return [
    {
      title: props.comparePriceLabel,
      values: data.packages.map((pkg) => (
        <strong key={pkg.id} data-compare-price>
          <StruckPrice regularPrice={pkg.regularPrice} labels={props} struckStyle={STRUCK_STYLE}>
            {pkg.price}
          </StruckPrice>
        </strong>
      )),
    },
    ...data.uniquePackageFeatures.map((feature) => ({
      title: feature.title,
      values: data.packages.map((pkg) => {
        const quantity = quantityOf(pkg, feature.title)
        return quantity > 0 ? String(quantity) : null
      }),
    })),
    { title: props.monitoringLabel, values: data.packages.map((pkg) => pkg.contract) },
    { title: props.installLabel, values: data.packages.map((pkg) => pkg.proInstall) },
  ]
}

/**
 * The package comparison: one table at every width, so a screen reader meets it as a table with its headers
 * everywhere (sixth walkthrough D11). Where its columns fit (from md) it is whole; on a phone it scrolls sideways
 * inside its own box with the device column kept in view, under a hint that says so, as the leading brands'
 * comparison tables do: 4 stacked cards of 13 rows, mostly "Not included", were 3,185 px long at 375 px. The page
 * itself never scrolls sideways. Each package's column ends with its "Choose …", the card's own form (`choose`).
 */
export function PackageComparison({
  id,
  props,
  data,
  choose,
}: {
  id: string
  props: PackageTablesProps
  data: ShopPackagesData
  /** The package's "Choose …" control, as its card has it. */
  choose: (pkg: ShopPackage) => ReactNode
}) {
  const theme = useTheme()
  const rows = comparisonRows(data, props)
  return (
    <>
      {/* For the eye only (a screen reader's table has no sides to swipe): gone from md, where the table fits. */}
      <p aria-hidden="true" data-testid="compare-scroll-hint" css={hintCss(theme)}>
        {props.compareScrollHint} <span>→</span>
      </p>
      {/* position: relative makes this scroller the containing block of the visually hidden cell texts
          (position: absolute): without it they escape the scroller and widen the page. */}
      <div
        data-testid="compare-table"
        css={css`overflow-x: auto; position: relative; overscroll-behavior-x: contain;`}
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-compare`}
      >
        <table css={tableCss(theme)}>
          <thead>
            <tr>
              <th scope="col">{props.featureColumn}</th>
              {data.packages.map((pkg) => (
                <th key={pkg.id} scope="col">
                  {pkg.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.title}>
                <th scope="row">{row.title}</th>
                {row.values.map((value, index) => (
                  <td key={data.packages[index]!.id}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>{props.notIncluded}</VisuallyHidden>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {/* A cell, not an empty header (a header with no words is one screen readers stop on). */}
              <td />
              {data.packages.map((pkg) => (
                <td key={pkg.id}>{choose(pkg)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}

// The styles are compact: their text ships with the package list's JavaScript, which /shop loads as it opens.
const hintCss = (theme: Theme) =>
  css`margin: 0 0 0.5rem; font-size: 0.9rem; color: ${theme.palette.darkgray}; ${theme.mq.md} { display: none; }`

/**
 * Below md the package columns keep a readable width and the table grows past the screen, its device column sticky
 * at the left (an opaque background, so the columns scrolling under it do not show through), two packages beside it
 * at 375 px. Separate borders: a collapsed border does not travel with a sticky cell. From md the whole table fits.
 */
const tableCss = (theme: Theme) => css`
  border-collapse: separate; border-spacing: 0; min-width: 100%; background: #fff; font-size: 0.85rem;
  th, td { border: solid #c9ced6; border-width: 0 1px 1px 0; padding: 0.4rem 0.5rem; text-align: center; min-width: 5rem; }
  tr > :first-child { position: sticky; left: 0; z-index: 1; width: 5.5rem; background: #fff; border-left-width: 1px; text-align: left; box-shadow: 2px 0 4px #0002; }
  thead th { border-top-width: 1px; }
  tfoot td { vertical-align: top; }
  tfoot button { width: 100%; padding: 0.5rem; font-size: 0.85rem; }
  ${theme.mq.md} {
    width: 100%; font-size: 1rem;
    th, td { min-width: 0; padding: 0.5rem 0.75rem; }
    tr > :first-child { position: static; width: auto; box-shadow: none; }
    tfoot button { padding: 0.6rem 0.75rem; font-size: 0.9rem; }
  }
`
