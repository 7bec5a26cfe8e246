import type { BrandConfig } from '../../schemas/generated/brand.ts'

/** The Emotion theme: the brand's palette and measures, so blocks never hard-code a colour. */
export interface SiteTheme {
  palette: BrandConfig['palette']
  rootFontSize: string
  maxContainerWidth: number
  /** Media queries at the brand's breakpoints, e.g. `${theme.mq.md} { ... }`. */
  mq: Record<keyof BrandConfig['breakpoints'], string>
}

declare module '@emotion/react' {
  // Emotion's Theme is an interface made to be extended this way.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}

export function themeFromBrand(brand: BrandConfig): SiteTheme {
  const mq = Object.fromEntries(
    Object.entries(brand.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
  ) as SiteTheme['mq']
  return { palette: brand.palette, rootFontSize: brand.rootFontSize, maxContainerWidth: brand.maxContainerWidth, mq }
}
