import { css, useTheme, type Theme } from '@emotion/react'
import type { PackageTablesProps } from '../../schemas/generated/blocks/PackageTablesProps.ts'
import type { ShopPackage } from '../../services/catalogue/index.ts'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { VisuallyHidden } from '../shared/shop/ui.tsx'

/** One row of the comparison: its heading and each package's value (null: the package does not include it). */
interface ComparisonRow {
  title: string
  values: (string | null)[]
}

/** The devices each package holds (how many), then its monitoring and installation, as rows. */
function comparisonRows(data: ShopPackagesData, props: PackageTablesProps): ComparisonRow[] {
  const quantityOf = (pkg: ShopPackage, title: string) =>
    pkg.items.find((item) => item.typeName === title)?.quantity ?? 0
  return [
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
 * The package comparison. From md (768 px), where its columns fit, a table (a package per column, a device per
 * row); below md, where the leading brands stack their packages, one card per package listing every row
 * with its value, so a phone never scrolls sideways (fourth walkthrough D16). Which one shows is CSS alone,
 * decided before the first paint: nothing moves when scripts run. The other is display: none, so assistive
 * technology meets the comparison once, as a table with its headers or as a heading per package over a list of
 * terms and values.
 */
export function PackageComparison({
  id,
  props,
  data,
}: {
  id: string
  props: PackageTablesProps
  data: ShopPackagesData
}) {
  const theme = useTheme()
  const rows = comparisonRows(data, props)
  return (
    <>
      {/* position: relative makes this scroller the containing block of the visually hidden cell texts
          (position: absolute): without it they escape the scroller and widen the page. */}
      <div
        data-testid="compare-table"
        css={css`display: none; overflow-x: auto; position: relative; ${theme.mq.md} { display: block; }`}
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-compare`}
      >
        <table css={tableCss}>
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
        </table>
      </div>
      <ul data-testid="compare-stacked" css={stackedCss(theme)}>
        {data.packages.map((pkg, index) => (
          <li key={pkg.id}>
            <h3 id={`${id}-compare-${pkg.id}`}>{pkg.title}</h3>
            <dl>
              {rows.map((row) => (
                <div key={row.title} data-included={row.values[index] !== null}>
                  <dt>{row.title}</dt>
                  <dd>{row.values[index] ?? props.notIncluded}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

const tableCss = css`
  border-collapse: collapse;
  width: 100%;
  background: #fff;
  th,
  td {
    border: 1px solid #c9ced6;
    padding: 0.5rem 0.75rem;
    text-align: center;
  }
  th[scope='row'] {
    text-align: left;
  }
`

/** A card per package (two abreast from sm), its rows as term and value on one line; gone from md, where the table shows. */
const stackedCss = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.md} {
    display: none;
  }
  & > li {
    background: #fff;
    border: 1px solid #c9ced6;
    border-radius: 0.5rem;
    padding: 0.75rem 1rem;
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.4rem 0;
    border-top: 1px solid #e5e7eb;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    /* Short values ("Not included", "$99 one-time"): the device's name wraps instead. */
    white-space: nowrap;
  }
  [data-included='false'] dd {
    font-weight: 400;
    color: ${theme.palette.darkgray};
  }
`
