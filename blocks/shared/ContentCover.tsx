import { css } from '@emotion/react'
import type { ContentImage } from '../../services/content/types.ts'
import { srcSet } from './imagePresets.ts'

/** A site illustration at the content preset: "/images/scenes/home-content-1200.webp" names asset scenes/home. */
const CONTENT_PRESET_FILE = /^\/images\/(.+)-content-\d+\.webp$/

interface ContentCoverProps {
  image: ContentImage
  /** How wide it is drawn (the `sizes` attribute). */
  sizes: string
  /** Above the fold: loaded at once and first; below it, when scrolled near. */
  priority?: boolean
}

/**
 * A CMS picture (a blog cover), drawn at its own aspect ratio from the first paint (width and height given, so
 * nothing shifts when it arrives). One of the site's own illustrations comes with every preset width.
 */
export function ContentCover({ image, sizes, priority = false }: ContentCoverProps) {
  const asset = CONTENT_PRESET_FILE.exec(image.url)?.[1]
  return (
    <img
      src={image.url}
      srcSet={asset ? srcSet(asset, 'content') : undefined}
      sizes={asset ? sizes : undefined}
      alt={image.alternativeText}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      css={css`display: block; width: 100%; height: auto; aspect-ratio: ${image.width} / ${image.height}; border-radius: 0.5rem; background: #eef2f6;`}
    />
  )
}
