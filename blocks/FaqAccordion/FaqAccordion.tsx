import { css, useTheme } from '@emotion/react'
import type { KeyboardEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { FaqAccordionProps } from '../../schemas/generated/blocks/FaqAccordionProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { faqPageJsonLd, scriptSafeJson } from './faqJsonLd.ts'

/**
 * Up/Down/Home/End move between questions (the accordion keyboard pattern); Enter and Space toggle
 * natively. Returns the summary to focus, or null when the key is not ours.
 */
export function nextSummaryIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>('summary')]
  const current = summaries.indexOf(event.target as HTMLElement)
  if (current < 0) return
  const next = nextSummaryIndex(event.key, current, summaries.length)
  if (next === null) return
  event.preventDefault()
  summaries[next]!.focus()
}

/**
 * Questions as native disclosures (<details>/<summary>): they open with Enter or Space and work
 * before any script runs. The same questions are published as FAQPage structured data.
 */
export function FaqAccordion({ id, props }: BlockProps<FaqAccordionProps>) {
  const theme = useTheme()
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move between the summaries inside (delegated keyboard handler) */}
      <div onKeyDown={moveFocus} css={css`max-width: 52rem; margin: 0 auto; color: ${theme.palette.darkgray};`}>
        {props.items.map((item, index) => (
          <details
            key={item.question}
            open={props.openFirst && index === 0 ? true : undefined}
            css={css`
              background: #fff;
              border: 1px solid #d9dee5;
              border-radius: 0.5rem;
              margin-bottom: 0.75rem;
              &[open] summary::after { transform: rotate(180deg); }
            `}
          >
            <summary
              css={css`
                display: flex;
                justify-content: space-between;
                gap: 1rem;
                padding: 1rem 1.25rem;
                font-weight: 700;
                cursor: pointer;
                list-style: none;
                color: ${theme.palette.darkblue};
                &::-webkit-details-marker { display: none; }
                &::after { content: '⌄'; font-size: 1.25rem; line-height: 1; transition: transform 0.2s; }
              `}
            >
              {item.question}
            </summary>
            <div css={css`padding: 0 1.25rem 1rem;`}>
              {item.answer.map((text) => (
                <p key={text} css={css`margin: 0 0 0.75rem;`}>
                  {text}
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {props.structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(faqPageJsonLd(props.items)) }}
        />
      )}
    </BlockSection>
  )
}
