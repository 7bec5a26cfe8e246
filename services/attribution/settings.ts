import type { SiteData } from '../../runtime/PageModel.ts'
import type { AttributionSettings } from './core.ts'

/** The attribution settings from site config: constants (UTM names, cookies, lifetime), brand domain, forms. */
export function attributionSettingsFrom(site: Pick<SiteData, 'constants' | 'brand' | 'forms'>): AttributionSettings {
  return {
    utmParameters: site.constants.forms.utmParameters,
    clickIdCookies: site.constants.forms.clickIdCookies,
    cookieMaxAgeSeconds: site.constants.cookies.maxAgeSeconds,
    companyDomain: site.brand.companyDomain,
    affiliateSessionKey: site.forms.attribution.affiliateSessionKey,
  }
}
