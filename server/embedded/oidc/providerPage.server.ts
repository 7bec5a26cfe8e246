import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import { brandedPage } from '../brandedPage.server.ts'

/**
 * The frame of the embedded identity provider's own pages (sign-in, sign-out): the site's brand around a
 * narrow card (brandedPage), accessible HTML with no scripts and no web fonts, so its policy stays strict.
 */
export function providerPage(config: SiteConfig, title: string, content: string): string {
  return brandedPage(config, { title, content, width: 'narrow' })
}
