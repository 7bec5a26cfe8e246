import { css, useTheme } from '@emotion/react'
import { pageItems } from '../../services/content/index.ts'

export interface PaginationProps {
  current: number
  totalPages: number
  /** The link of a page number, e.g. `(n) => \`/smartcenter?page=${n}\``. */
  hrefFor: (page: number) => string
  /** Names the navigation landmark, e.g. "Search results pages". */
  label: string
  /** At most this many consecutive page numbers before an ellipsis (spec 9.8: 4). */
  maxNumbers?: number
  previousLabel?: string
  nextLabel?: string
}

/**
 * Page links: previous, up to `maxNumbers` numbers around the current page with the first and last page,
 * ellipses for the gaps, and next. The current page is marked with aria-current and is not a link.
 */
export function Pagination({
  current,
  totalPages,
  hrefFor,
  label,
  maxNumbers = 4,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: PaginationProps) {
  const theme = useTheme()
  if (totalPages <= 1) return null
  const cell = css`
    display: inline-flex;
    min-width: 2.75rem;
    min-height: 2.75rem;
    align-items: center;
    justify-content: center;
    padding: 0 0.75rem;
    border-radius: 0.4rem;
  `
  return (
    <nav aria-label={label} css={css`margin: 2rem 0;`}>
      <ul css={css`display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; margin: 0; padding: 0;`}>
        {current > 1 && (
          <li>
            <a href={hrefFor(current - 1)} rel="prev" css={cell}>
              {previousLabel}
            </a>
          </li>
        )}
        {pageItems(current, totalPages, maxNumbers).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} css={cell} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <a
                  aria-current="page"
                  href={hrefFor(item.page)}
                  css={[cell, css`background: ${theme.palette.darkblue}; color: #fff; font-weight: 700;`]}
                >
                  <span className="visually-hidden">Page </span>
                  {item.page}
                </a>
              ) : (
                <a href={hrefFor(item.page)} css={cell}>
                  <span className="visually-hidden">Page </span>
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <a href={hrefFor(current + 1)} rel="next" css={cell}>
              {nextLabel}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
