import { css, useTheme } from '@emotion/react'
import { useEffect } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { TermsSectionsProps } from '../../schemas/generated/blocks/TermsSectionsProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import type { TermsSectionsData } from './data.ts'

/** The terms, one section per anchor; `?termsSection=` scrolls to its section, highlights it and moves focus there. */
export function TermsSections({ id, props, data }: BlockProps<TermsSectionsProps, TermsSectionsData>) {
  const theme = useTheme()
  useEffect(() => {
    if (!data.selected) return
    const target = document.getElementById(data.selected)
    if (!target) return
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }, [data.selected])
  return (
    <Section id={id} aria-labelledby={`${id}-toc`}>
      <Container css={css`max-width: 52rem;`}>
        <nav aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`}>{props.tocHeading}</h2>
          <ul>
            {data.sections.map((section) => (
              <li key={section.anchor}>
                <a
                  href={`/terms?termsSection=${section.anchor}`}
                  aria-current={section.anchor === data.selected ? 'location' : undefined}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {data.sections.map((section) => {
          const selected = section.anchor === data.selected
          return (
            <section
              key={section.anchor}
              id={section.anchor}
              tabIndex={-1}
              aria-labelledby={`${section.anchor}-heading`}
              data-selected={selected ? 'true' : undefined}
              css={css`
                padding: 0.5rem 1rem;
                margin: 1rem -1rem;
                border-radius: 0.5rem;
                ${selected ? `background: #fff8d6; outline: 3px solid ${theme.palette.darkblue};` : ''}
              `}
            >
              <h2 id={`${section.anchor}-heading`}>
                {section.title}
                {selected && <span className="visually-hidden"> ({props.selectedLabel})</span>}
              </h2>
              <RichText content={section.body} anchorPrefix={`${section.anchor}-`} />
            </section>
          )
        })}
      </Container>
    </Section>
  )
}
