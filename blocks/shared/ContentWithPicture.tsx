import { css, useTheme } from '@emotion/react'
import type { ReactNode } from 'react'
import { Container } from './layout.tsx'
import { type ImageRef, ResponsiveImage } from './ResponsiveImage.tsx'

/**
 * A block's reading column (48rem) with a picture: beside it from lg, after it on narrower screens. The
 * picture is lazy (it is never the page's first image) and carries its width and height, so nothing moves
 * when it arrives. Without a picture, just the reading column.
 */
export function ContentWithPicture({ image, children }: { image?: ImageRef; children: ReactNode }) {
  const theme = useTheme()
  if (!image) return <Container css={css`max-width: 48rem;`}>{children}</Container>
  return (
    <Container
      css={css`
        display: grid;
        gap: 1.5rem 3rem;
        ${theme.mq.lg} {
          grid-template-columns: minmax(0, 48rem) minmax(0, 1fr);
          align-items: start;
        }
      `}
    >
      <div css={css`min-width: 0;`}>{children}</div>
      <div css={css`min-width: 0;`} data-content-picture="">
        <ResponsiveImage
          image={image}
          preset="content"
          imgCss={css`display: block; width: 100%; height: auto; border-radius: 1rem;`}
        />
      </div>
    </Container>
  )
}
