import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { StatsBandProps } from '../../schemas/generated/blocks/StatsBandProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { toneColours } from '../shared/tones.ts'

/** Key figures ("24/7", "60 seconds") with what they measure, read as term and description. */
export function StatsBand({ id, props }: BlockProps<StatsBandProps>) {
  const theme = useTheme()
  const colours = toneColours(theme, props.tone)
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading}>
      <dl
        css={css`
          margin: 0;
          display: grid;
          gap: 1.5rem;
          text-align: center;
          grid-template-columns: repeat(2, 1fr);
          ${theme.mq.md} { grid-template-columns: repeat(${props.items.length}, 1fr); }
        `}
      >
        {props.items.map((item) => (
          <div key={item.label} css={css`display: flex; flex-direction: column-reverse;`}>
            <dt css={css`font-size: 0.95rem;`}>{item.label}</dt>
            <dd css={css`margin: 0; font-size: 2.25rem; font-weight: 800; color: ${colours.accent};`}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  )
}
