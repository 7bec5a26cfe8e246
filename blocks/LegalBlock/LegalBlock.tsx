import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { LegalBlockProps } from '../../schemas/generated/blocks/LegalBlockProps.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { legalBlockVisible } from '../../services/pageLegal/index.ts'
import { Container } from '../shared/layout.tsx'

/** Offer and legal small print for the page, where spec §2.10 allows it. */
export function LegalBlock({ id, props }: BlockProps<LegalBlockProps>) {
  const theme = useTheme()
  const { canonicalPath, query } = usePageContextData()
  if (!legalBlockVisible({ canonicalPath, query })) return null
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-legal-block
      css={css`background: ${theme.palette.warmgray}; padding: 2rem 0; font-size: 0.85rem;`}
    >
      <Container css={css`max-width: 60rem;`}>
        <h2 id={`${id}-heading`} css={css`font-size: 1rem; margin: 0 0 0.75rem;`}>
          {props.heading}
        </h2>
        {props.items.map((item) => (
          <p key={item.text} css={css`margin: 0 0 0.5rem;`}>
            {item.marker && <span aria-hidden="true">{item.marker}</span>}
            {item.text}
          </p>
        ))}
        {props.links && props.links.length > 0 && (
          <p css={css`margin: 0.75rem 0 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem;`}>
            {props.links.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </p>
        )}
      </Container>
    </section>
  )
}
