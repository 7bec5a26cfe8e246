import { css, useTheme } from '@emotion/react'
import type { ReactNode } from 'react'
import { Container } from './layout.tsx'
import { type ImageRef, ResponsiveImage } from './ResponsiveImage.tsx'

interface ContentWithPictureProps {
  image?: ImageRef
  children: ReactNode
  /**
   * More of the reading column, after `children`: below them beside the picture from lg, after the picture on
   * narrower screens (a location page's lists come after its place's picture on a phone).
   */
  after?: ReactNode
  /** The reading column's width: 48rem, or a narrower 40rem that leaves the picture more room. */
  columnWidth?: '48rem' | '40rem'
  /** Marks the picture's wrapper for tests and styles (`data-content-picture` unless named). */
  pictureAttribute?: `data-${string}`
}

/**
 * A block's reading column with a picture: beside it from lg (at the top, on the container's left edge), after
 * `children` on narrower screens. The picture is lazy (it is never the page's first image) and carries its
 * width and height, so nothing moves when it arrives. Without a picture, just the reading column.
 */
export function ContentWithPicture({
  image,
  children,
  after,
  columnWidth = '48rem',
  pictureAttribute = 'data-content-picture',
}: ContentWithPictureProps) {
  const theme = useTheme()
  if (!image)
    return (
      <Container css={css`max-width: ${columnWidth};`} data-reading-column="">
        {children}
        {after}
      </Container>
    )
  return (
    <Container
      data-reading-column=""
      css={css`
        display: grid;
        gap: 1.5rem 3rem;
        grid-template-areas: ${after === undefined ? `'top' 'picture'` : `'top' 'picture' 'rest'`};
        ${theme.mq.lg} {
          grid-template-columns: minmax(0, ${columnWidth}) minmax(0, 1fr);
          grid-template-areas: ${after === undefined ? `'top picture'` : `'top picture' 'rest picture'`};
          align-items: start;
        }
      `}
    >
      <div css={css`grid-area: top; min-width: 0;`}>{children}</div>
      <div css={css`grid-area: picture; min-width: 0;`} {...{ [pictureAttribute]: '' }}>
        <ResponsiveImage
          image={image}
          preset="content"
          imgCss={css`display: block; width: 100%; height: auto; border-radius: 1rem;`}
        />
      </div>
      {after !== undefined && <div css={css`grid-area: rest; min-width: 0;`}>{after}</div>}
    </Container>
  )
}
