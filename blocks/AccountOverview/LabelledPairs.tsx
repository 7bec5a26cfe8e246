import { css, useTheme, type Theme } from '@emotion/react'

/**
 * Label and value pairs as a description list, leaving out the labels without a value: the customer's details and
 * each site's plan and billing. `labelledBy` names the heading the list belongs to, when there is one.
 */
export function LabelledPairs({
  rows,
  labelledBy,
}: {
  rows: ReadonlyArray<readonly [string, string | null | undefined]>
  labelledBy?: string
}) {
  const theme = useTheme()
  return (
    <dl aria-labelledby={labelledBy} css={pairsCss(theme)}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} css={css`display: contents;`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * On a phone each label above its value (side by side, the values were squeezed into a few letters a line);
 * from sm, labels in a column beside the values.
 */
const pairsCss = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  dt {
    font-weight: 700;
    margin-top: 0.5rem;
  }
  dt:first-of-type {
    margin-top: 0;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${theme.mq.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.4rem 1.5rem;
    dt {
      margin-top: 0;
    }
  }
`
