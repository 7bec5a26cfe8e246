import type { SiteConfig } from '../../runtime/SiteConfig.ts'
import { type JsonChange, diffJson } from './jsonDiff.ts'

export interface SettingsFileDiff {
  file: string
  changes: JsonChange[]
}

/**
 * The site-wide files, whose changes reach every page's chrome (hours, navigation, layouts...) and
 * would otherwise go unreported: routes.json and partners.json are compared page by page instead.
 */
const SITE_WIDE_FILES = {
  brand: 'site-config/brand.json',
  phones: 'site-config/phones.json',
  hours: 'site-config/hours.json',
  layouts: 'site-config/layouts.json',
  navigation: 'site-config/navigation.json',
  forms: 'site-config/forms.json',
  constants: 'site-config/constants.json',
  claims: 'site-config/claims.json',
  requiredBlocks: 'site-config/required-blocks.json',
} as const satisfies Partial<Record<keyof SiteConfig, string>>

export function diffSiteWideSettings(before: SiteConfig, after: SiteConfig): SettingsFileDiff[] {
  return Object.entries(SITE_WIDE_FILES).flatMap(([key, file]) => {
    // `$schema` only points editors at the schema; it changes nothing on the site.
    const { $schema: _before, ...old } = before[key as keyof typeof SITE_WIDE_FILES]
    const { $schema: _after, ...current } = after[key as keyof typeof SITE_WIDE_FILES]
    const changes = diffJson(old, current)
    return changes.length ? [{ file, changes }] : []
  })
}
