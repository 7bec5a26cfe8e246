/** Every route of spec section 2, written as a visitor would type it, with the brand and partners of the config. */
export const SPEC_URLS = [
  // 2.1 home, product and landing pages
  '/', '/secure', '/secure?utm_ads=smarthome-envir', '/secure?utm_ads=mobileapp-envir', '/secure?utm_ads=products-envir',
  '/secure?utm_ads=lowcost-envir', '/secure?utm_ads=bogo50-envir', '/secure?utm_ads=2999permo-envir', '/secure/1',
  '/secure/whyharbor', '/secure/whyharborhome', '/secure/home-security-systems',
  '/home-security-systems', '/professional-installation', '/how-to-buy', '/smart-home', '/monitoring', '/life-safety', '/promotions',
  '/cameras', '/doorbell-camera', '/indoor-cameras', '/indoor-camera', '/outdoor-cameras',
  '/sensors', '/panel', '/smart-thermostats', '/smart-locks', '/smart-garage', '/smart-plugs',
  '/harbor-plus', '/harbor-home-plus', '/harborhome-customer', '/shieldline-family', '/shieldline-security',
  '/memorial-day', '/score', '/join', '/referrals', '/scheduling',
  // 2.2 partner and affiliate routes
  '/keystoneoffer', '/harbor-partneroffer', '/harborhome-partneroffer', '/da', '/dallas', '/dropship', '/cfb-isd',
  '/safehomereviews', '/neighborly', '/Neighborly', '/cornerstoneinspectors', '/cornerstoneinspectors/affiliate', '/brightpathsolar',
  '/keystonefaq', '/anchorcommercialfaq', '/verify-and-report', '/partners',
  // 2.3 shop
  '/shop', '/shop-home-alarm-systems', '/shop-home-security-systems', '/shop/products', '/shop/products/harbor-home-touch-panel',
  '/shop/keystone-realty', '/shop/mro',
  ...['harbor-home-touch', 'harbor-home-xt', 'harbor-home-xti', 'home-automation', 'iq-compatible', 'security-cameras', 'sensors-devices', 'xt-compatible'].map(
    (slug) => `/shop/product-categories/${slug}`,
  ),
  // 2.4 needs assessment
  '/assessment/start', '/assessment/questions', '/assessment/review', '/assessment/contact-us',
  // 2.5 help center (ids of the local content in site-config/content)
  '/help-center', '/help-center/articlebyid', '/help-center/articlebyid?id=1401', '/help-center/assistant', '/help-center/assistant?q=camera offline',
  '/help-center/features', '/help-center/search', '/help-center/search?q=camera',
  '/help-center/support-articles', '/help-center/articles/camera-shows-offline', '/help-center/category/billing-account',
  '/help-center/category-sections/billing-account', '/help-center/category-sections/billing-account/payments',
  '/help-center/others/billing-account', '/help-center/others/billing-account/payments', '/help-center/others/billing-account/payments/2',
  '/help-center/sections/first-steps', '/help-center/sections/first-steps/getting-started', '/help-center/sections/first-steps/getting-started/monitoring',
  // 2.6 support, company, legal
  '/faqs', '/customer-support', '/contact-us', '/moves', '/about-us', '/about-us/licensing', '/management-team',
  '/management-team/eleanor-hayes', '/sustainability', '/smartcenter', '/smartcenter?page=2', '/smartcenter/where-to-put-security-cameras',
  '/accessibility', '/privacy-policy', '/return-policy', '/warranty', '/sitemap',
  '/terms', '/terms?termsSection=_FreeProfessionalInstallationPromotion', '/terms?termsSection=_BaylineDisclaimer', '/terms?termsSection=_Harbor7f3a9c', '/BasePage',
  // 2.7 locations
  '/locations/texas', '/locations/texas/dallas',
]
