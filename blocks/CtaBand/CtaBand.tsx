import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { CtaBandProps } from '../../schemas/generated/blocks/CtaBandProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ButtonLink } from '../shared/layout.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'

/**
 * An invitation to talk to sales with the page's own sales number (partner pages show the partner's).
 * Sections with the ids "schedule" and "leadForm" are where the lead forms go.
 */
export function CtaBand({ id, props }: BlockProps<CtaBandProps>) {
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.text}>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 1rem 2rem;`}>
        {props.cta && <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>}
        {props.showPhone && (
          <SalesCallLink label={props.phoneLabel} linkCss={css`font-weight: 800; font-size: 1.25rem;`} />
        )}
      </div>
      {props.hoursNote && <p css={css`text-align: center; margin: 1rem 0 0; font-size: 0.9rem;`}>{props.hoursNote}</p>}
    </BlockSection>
  )
}
