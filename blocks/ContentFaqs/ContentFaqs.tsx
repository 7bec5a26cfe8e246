import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ContentFaqsProps } from '../../schemas/generated/blocks/ContentFaqsProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import { JsonLd } from '../shared/JsonLd.tsx'
import type { ContentFaqsData } from './data.ts'

/** Questions as native disclosure widgets (keyboard and screen-reader friendly without script), with FAQPage data. */
export function ContentFaqs({ id, props, data }: BlockProps<ContentFaqsProps, ContentFaqsData>) {
  const theme = useTheme()
  const all = data.groups.flatMap((g) => g.faqs)
  return (
    <Section
      id={id}
      aria-labelledby={props.heading ? `${id}-heading` : undefined}
      aria-label={props.heading ? undefined : 'Frequently asked questions'}
    >
      <Container css={css`max-width: 52rem;`}>
        {props.heading && <h2 id={`${id}-heading`}>{props.heading}</h2>}
        {data.groups.map((group) => (
          <section key={group.name} aria-labelledby={`${id}-${group.faqs[0]!.id}-group`}>
            <h2 id={`${id}-${group.faqs[0]!.id}-group`} css={css`font-size: 1.35rem;`}>
              {group.name}
            </h2>
            {group.faqs.map((faq) => (
              <details key={faq.id} css={css`border-bottom: 1px solid ${theme.palette.warmgray}; padding: 0.75rem 0;`}>
                <summary css={css`cursor: pointer; font-weight: 700; font-size: 1.05rem;`}>{faq.question}</summary>
                <RichText content={faq.answer} />
              </details>
            ))}
          </section>
        ))}
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: all.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              acceptedAnswer: { '@type': 'Answer', text: faq.answerText },
            })),
          }}
        />
      </Container>
    </Section>
  )
}
