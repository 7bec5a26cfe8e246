import { css, useTheme } from '@emotion/react'
import type { PartnerSummary } from '../../runtime/PageModel.ts'
import { focusRingColour } from '../../runtime/render/focusRing.ts'
import { CheckList } from './CheckList.tsx'

export interface PartnerPanelProps {
  id: string
  partner: PartnerSummary
  /** The caller's placing. */
  className?: string
}

/**
 * On a partner's page, in the block the page starts with (the Hero under its calls to action, a partner shop's
 * ZIP hero beside its form): the partner's logo and what the partnership gives its customers (partners.json
 * `logo` and `benefits`), on a white card so any logo reads on any hero tone. `className`: the caller's placing.
 */
export function PartnerPanel({ id, partner, className }: PartnerPanelProps) {
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
    </section>
  )
}
