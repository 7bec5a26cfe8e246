import { css, useTheme } from '@emotion/react'
import type { ReactNode } from 'react'
import { Container } from '../layout.tsx'

interface FormSectionProps {
  id: string
  tone?: 'light' | 'dark'
  intro?: string
  /** The section's name: a visible heading's id, or else a label. */
  labelledBy?: string
  label?: string
  /** Hidden before the first paint once this browser has sent a lead (the head boot script, FrameStyles). */
  hideAfterLead?: boolean
  children: ReactNode
}

/** The page section around a form block (lead forms, the offer claim): light or dark band, optional intro. */
export function FormSection({ id, tone, intro, labelledBy, label, hideAfterLead, children }: FormSectionProps) {
  const theme = useTheme()
  const dark = tone === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-hide-after-lead={hideAfterLead ? '' : undefined}
      css={css`
        padding: 2.5rem 0;
        background: ${dark ? theme.palette.darkblue : theme.palette.warmgray};
        color: ${dark ? '#fff' : theme.palette.darkgray};
      `}
    >
      <Container>
        {intro && <p css={css`max-width: 40rem; margin: 0 auto 1.5rem; text-align: center;`}>{intro}</p>}
        {children}
      </Container>
    </section>
  )
}
