import { css, useTheme } from '@emotion/react'
import type { ReactNode } from 'react'
import { Container } from './layout.tsx'
import { toneColours, type Tone } from './tones.ts'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'

interface BlockSectionProps {
  id: string
  tone?: Tone
  heading?: string
  intro?: string
  /** Centre the heading and intro (grids); copy-led sections keep them left-aligned. */
  centred?: boolean
  /** Less room around a band that must not push what follows below the first screen. */
  compact?: boolean
  children: ReactNode
}

/** A content section: tone colours, an h2 that labels the section, an optional intro, then the block's body. */
export function BlockSection({
  id,
  tone = 'white',
  heading,
  intro,
  centred = true,
  compact = false,
  children,
}: BlockSectionProps) {
  const theme = useTheme()
  const colours = toneColours(theme, tone)
  return (
    <section
      id={id}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      data-tone={tone}
      css={css`
        background: ${colours.background};
        color: ${colours.text};
        padding: ${compact ? '1rem' : '3rem'} 0;
        ${compact ? `${theme.mq.md} { padding: 1.25rem 0; }` : ''}
        ${colours.inverse ? `a { color: #fff; } ${lightFocusRing}` : ''}
      `}
    >
      <Container>
        {(heading || intro) && (
          <div
            css={css`max-width: 48rem; margin: 0 ${centred ? 'auto' : '0'} ${compact ? '0.75rem' : '2rem'}; text-align: ${centred ? 'center' : 'left'};`}
          >
            {heading && (
              <h2
                id={`${id}-heading`}
                css={css`margin: 0 0 ${compact ? '0.35rem' : '0.75rem'}; color: ${colours.accent}; font-size: ${compact ? 'clamp(1.25rem, 2.5vw, 1.6rem)' : 'clamp(1.5rem, 3vw, 2.1rem)'}; line-height: 1.2;`}
              >
                {heading}
              </h2>
            )}
            {intro && <p css={css`margin: 0; font-size: ${compact ? '0.85rem' : '1.05rem'};`}>{intro}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}
