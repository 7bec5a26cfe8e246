/**
 * The site's image presets (spec §9.8): webp only, quality 70 by default, thumbnails 300x300 at 80,
 * heroes 1920x1080 at 85. `scripts/images.ts` writes one file per preset width and `ResponsiveImage`
 * lists the same files in `srcset`, so the two can never disagree about what exists.
 */
export interface ImagePreset {
  /** Intrinsic size of the largest file; every width keeps this aspect ratio. */
  width: number
  height: number
  quality: number
  /** The widths written to disk, smallest first (the spec's breakpoints 576/768/992/1200 where useful). */
  widths: readonly number[]
  /** The `sizes` attribute: how wide the image is drawn at each layout breakpoint. */
  sizes: string
}

export const IMAGE_PRESETS = {
  /** Full-bleed page openings. */
  hero: { width: 1920, height: 1080, quality: 85, widths: [768, 1200, 1920], sizes: '(min-width: 1024px) 50vw, 100vw' },
  /** The hero's square crop for phones (art direction), chosen below 768 px. */
  heroMobile: { width: 720, height: 720, quality: 70, widths: [576, 720], sizes: '100vw' },
  /** Product and device cards. */
  thumbnail: { width: 300, height: 300, quality: 80, widths: [300], sizes: '300px' },
  /** Illustrations beside copy and video posters. */
  content: {
    width: 1200,
    height: 675,
    quality: 70,
    widths: [576, 768, 992, 1200],
    sizes: '(min-width: 992px) 50vw, 100vw',
  },
} as const satisfies Record<string, ImagePreset>

export type ImagePresetName = keyof typeof IMAGE_PRESETS

/** Below this width the hero shows its square crop (the md breakpoint). */
export const HERO_MOBILE_MAX_WIDTH = 767

/** `/images/products/panel` + thumbnail at 300 -> `/images/products/panel-thumbnail-300.webp`. */
export function imageFileUrl(asset: string, preset: ImagePresetName, width: number): string {
  return `/images/${asset}-${preset}-${width}.webp`
}

export function srcSet(asset: string, preset: ImagePresetName): string {
  return IMAGE_PRESETS[preset].widths.map((w) => `${imageFileUrl(asset, preset, w)} ${w}w`).join(', ')
}
