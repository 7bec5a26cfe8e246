import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { IMAGE_PRESETS, imageFileUrl, srcSet } from '../imagePresets.ts'
import { ResponsiveImage } from '../ResponsiveImage.tsx'

describe('image presets (spec §9.8)', () => {
  it('match the spec: webp, thumbnail 300x300 at 80, hero 1920x1080 at 85, others at 70', () => {
    expect(IMAGE_PRESETS.thumbnail).toMatchObject({ width: 300, height: 300, quality: 80 })
    expect(IMAGE_PRESETS.hero).toMatchObject({ width: 1920, height: 1080, quality: 85 })
    expect(IMAGE_PRESETS.content.quality).toBe(70)
    for (const preset of Object.values(IMAGE_PRESETS)) expect(preset.widths.at(-1)).toBe(preset.width)
  })

  it('names one webp file per preset width', () => {
    expect(srcSet('devices/panel', 'thumbnail')).toBe('/images/devices/panel-thumbnail-300.webp 300w')
    expect(srcSet('scenes/home', 'hero')).toBe(
      '/images/scenes/home-hero-768.webp 768w, /images/scenes/home-hero-1200.webp 1200w, /images/scenes/home-hero-1920.webp 1920w',
    )
  })
})

describe('ResponsiveImage', () => {
  it('renders a lazy picture with webp sources and the intrinsic width and height', () => {
    const html = renderToString(
      <ResponsiveImage image={{ asset: 'devices/panel', alt: 'Touchscreen panel' }} preset="thumbnail" />,
    )
    expect(html).toContain(
      '<picture><source type="image/webp" srcSet="/images/devices/panel-thumbnail-300.webp 300w" sizes="300px" width="300" height="300"/>',
    )
    expect(html).toMatch(
      /<img src="\/images\/devices\/panel-thumbnail-300.webp" alt="Touchscreen panel" width="300" height="300" loading="lazy" decoding="async"/,
    )
    expect(html).not.toContain('fetchPriority')
  })

  it('loads the hero first and swaps to the square crop below 768 px', () => {
    const html = renderToString(
      <ResponsiveImage image={{ asset: 'scenes/home', alt: '' }} preset="hero" priority artDirected />,
    )
    expect(html).toContain(
      '<source media="(max-width: 767px)" type="image/webp" srcSet="/images/scenes/home-heroMobile-576.webp 576w, /images/scenes/home-heroMobile-720.webp 720w" sizes="100vw" width="720" height="720"/>',
    )
    expect(html).toMatch(/width="1920" height="1080" loading="eager" decoding="sync" fetchPriority="high"/)
  })

  it('points at files that scripts/images.ts generated', () => {
    for (const asset of ['scenes/home', 'scenes/cameras']) {
      for (const preset of ['hero', 'heroMobile', 'content'] as const) {
        for (const width of IMAGE_PRESETS[preset].widths)
          expect(existsSync(join(repoRoot, 'public', imageFileUrl(asset, preset, width)))).toBe(true)
      }
    }
    expect(existsSync(join(repoRoot, 'public', imageFileUrl('devices/outdoor-camera', 'thumbnail', 300)))).toBe(true)
  })
})
