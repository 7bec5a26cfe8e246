import { css, useTheme, type Theme } from '@emotion/react'
import type { ReactNode } from 'react'
import type { PartnerSummary } from '../../runtime/PageModel.ts'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import { CheckList } from './CheckList.tsx'

export interface PartnerPanelProps {
  id: string
  partner: PartnerSummary
  /** The caller's placing. */
  className?: string
  /** A tighter card below md, where what follows must still start near the first screen (the partner shop). */
  compactOnPhones?: boolean
  /** After the benefits, inside the card (the partner shop's first package on phones). */
  children?: ReactNode
}

/**
 * On a partner's page, in the block the page starts with (the Hero under its calls to action, a partner shop's
 * ZIP hero beside its form): the partner's logo and what the partnership gives its customers (partners.json
 * `logo` and `benefits`), on a white card so any logo reads on any hero tone. `className`: the caller's placing.
 * `compactOnPhones`: below the md breakpoint a tighter card (smaller logo, heading and list, less padding), for an
 * opening that must leave room for what follows it in the first screen (the partner shop's packages).
 */
export function PartnerPanel({ id, partner, className, compactOnPhones = false, children }: PartnerPanelProps) {
  const theme = useTheme()
  if (!partner.logo && !partner.benefits) return null
  return (
    <section
      aria-labelledby={partner.benefits ? `${id}-partner-benefits` : undefined}
      aria-label={partner.benefits ? undefined : partner.name}
      data-partner-panel=""
      className={className}
      css={css`
        margin-top: 1.75rem;
        padding: 1rem 1.25rem;
        border-radius: 0.75rem;
        background: #fff;
        color: ${theme.palette.darkgray};
        ${focusRingColour(theme.palette.darkblue)}
        max-width: 34rem;
        ${compactOnPhones && compactBelowMd(theme)}
      `}
    >
      {partner.logo && (
        <img
          src={partner.logo.src}
          alt={partner.logo.alt}
          width={216}
          height={48}
          data-partner-logo=""
          css={css`display: block; width: auto; height: 3rem; max-width: 100%;`}
        />
      )}
      {partner.benefits && (
        <>
          <h2
            id={`${id}-partner-benefits`}
            css={css`margin: 0.75rem 0 0; font-size: 1.1rem; color: ${theme.palette.darkblue};`}
          >
            {partner.benefits.heading}
          </h2>
          <CheckList items={partner.benefits.items} />
        </>
      )}
      {children}
    </section>
  )
}

/**
 * Phone-card density (smaller logo, heading and list, less padding) with the same logo, heading and every
 * benefit; from md on the regular card. Measured in tests/e2e/partnerShopPanels.test.ts.
 */
const compactBelowMd = (theme: Theme) => css`
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  & img {
    height: 2rem;
  }
  & h2 {
    margin-top: 0.5rem;
    font-size: 1rem;
  }
  & ul {
    margin: 0.5rem 0 0;
    gap: 0.3rem;
    font-size: 0.9rem;
    line-height: 1.35;
  }
  ${theme.mq.md} {
    margin-top: 1.75rem;
    padding: 1rem 1.25rem;
    & img {
      height: 3rem;
    }
    & h2 {
      margin-top: 0.75rem;
      font-size: 1.1rem;
    }
    & ul {
      margin: 1rem 0;
      gap: 0.5rem;
      font-size: inherit;
      line-height: inherit;
    }
  }
`
