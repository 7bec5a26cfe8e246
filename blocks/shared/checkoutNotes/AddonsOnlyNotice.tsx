import { css, useTheme } from '@emotion/react'
import { usePageContextData, usePartnerHref, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { signInHref } from '../../../services/auth/paths.ts'
import { useAuthState, useCurrentPlace } from '../authSession.ts'
import { noticeCss } from './noticeCss.ts'

/**
 * A cart or order of devices with no package (rater D10: a lone camera went on to a professional installation with
 * nothing saying it needs a Harbor panel and monitoring). Says what the devices need, with the site's sign-in (back
 * to this page) for customers and the shop's packages for everyone else (constants.json `checkout.addonsOnly`).
 * The catalogue prices no installation visit for devices alone, so no visit charge is named. A signed-in customer
 * is the one the devices are for: to them it says nothing.
 */
export function AddonsOnlyNotice() {
  const theme = useTheme()
  const texts = useSiteData().constants.checkout.addonsOnly
  const partnerHref = usePartnerHref()
  const place = useCurrentPlace(usePageContextData().pathname)
  const auth = useAuthState()
  if (auth?.is_logged_in) return null
  return (
    <div
      role="note"
      data-testid="addons-only-notice"
      css={[noticeCss(theme.palette.darkblue, '#fff'), textAndLinksCss]}
    >
      <p>{texts.text}</p>
      <a href={signInHref(place)}>{texts.signInLabel}</a>
      <a href={partnerHref(texts.addPackageHref)}>{texts.addPackageLabel}</a>
    </div>
  )
}

const textAndLinksCss = css`
  font-size: 0.95rem;
  p {
    margin: 0 0 0.5rem;
  }
  a {
    display: inline-block;
    font-weight: 700;
    margin-right: 1.25rem;
  }
`
