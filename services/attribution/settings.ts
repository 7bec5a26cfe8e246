import type { BrandConfig } from '../../schemas/generated/brand.ts'
import type { ConstantsConfig } from '../../schemas/generated/constants.ts'
import type { FormsConfig } from '../../schemas/generated/forms.ts'
import type { AttributionSettings } from './core.ts'

/** The attribution settings from site config: constants (UTM names, cookies, lifetime), brand domain, forms. */
export function attributionSettingsFrom(site: {
  constants: ConstantsConfig
  brand: BrandConfig
  forms: FormsConfig
}): AttributionSettings {
  return {
    utmParameters: site.constants.forms.utmParameters,
    clickIdCookies: site.constants.forms.clickIdCookies,
    cookieMaxAgeSeconds: site.constants.cookies.maxAgeSeconds,
    companyDomain: site.brand.companyDomain,
    affiliateSessionKey: site.forms.attribution.affiliateSessionKey,
  }
}
