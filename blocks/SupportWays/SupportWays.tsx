import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { useLayout, usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { SupportWaysProps } from '../../schemas/generated/blocks/SupportWaysProps.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { SupportDetails } from '../shared/ContactDetails.tsx'
import { Container } from '../shared/layout.tsx'

/**
 * The support page's ways to reach Support, with the links themselves beside the words: the header's Support group
 * (SupportDetails) in a card, so the page's call link follows the same rule as the header's (spec 4.10: while
 * support is closed no call link, but when phone support opens, a closed date included), decided before the first
 * paint. The words and the card sit side by side from `md`; at 375 px the card comes first, so the links follow the
 * hero rather than three paragraphs. A band of its own colour with a short end, so the next section's heading
 * follows without the blank stretch two white sections leave (130 px, issue 25 walkthrough).
 */
export function SupportWays({ id, props }: BlockProps<SupportWaysProps>) {
  const theme = useTheme()
  const { navigation, hours } = useSiteData()
  const { phones } = usePageContextData()
  const layout = useLayout()
  const texts = navigation.contact
  const hoursText = hoursTexts(hours)
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={css`background: ${theme.palette.warmgray}; padding: 2rem 0 1.25rem;`}
    >
      <Container>
        <h2 id={`${id}-heading`} css={css`margin: 0 0 1.25rem; color: ${theme.palette.darkblue};`}>
          {props.heading}
        </h2>
        <div
          css={css`
            display: grid;
            gap: 1.5rem;
            align-items: start;
            /* Halves at 768 px, where a two-fifths card squeezed its links to two lines each. */
            ${theme.mq.md} {
              grid-template-columns: 1fr 1fr;
              gap: 2rem;
            }
            ${theme.mq.lg} {
              grid-template-columns: 3fr 2fr;
              gap: 2.5rem;
            }
          `}
        >
          <div
            data-support-ways=""
            css={css`
              background: #fff;
              border-radius: 0.75rem;
              padding: 1rem 1.25rem;
              box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
              ${theme.mq.md} {
                grid-column: 2;
                grid-row: 1;
              }
            `}
          >
            <SupportDetails
              texts={texts}
              phones={phones}
              hoursText={hoursText.support}
              textAndChatText={hoursText.textAndChat}
              chat={layout.chat}
              chatLabel={texts.chat}
              helpCenterButton={props.helpCenterButton}
            />
          </div>
          <div
            css={css`
              p:first-of-type { margin-top: 0; }
              p:last-of-type { margin-bottom: 0; }
              ${theme.mq.md} { grid-column: 1; grid-row: 1; }
            `}
          >
            {props.paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  )
}
