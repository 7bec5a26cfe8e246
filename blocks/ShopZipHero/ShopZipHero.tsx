import { css, useTheme, type Theme } from '@emotion/react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'
import { loadOrReload } from '../../runtime/render/chunkReload.ts'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { Container } from '../shared/layout.tsx'
import { useEcommerce } from '../shared/shop/shopStores.ts'
import { viewsAttribute } from '../shared/shop/shopView.tsx'
import { PrimaryButton } from '../shared/shop/ui.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'
import { PartnerPanelOnDemand } from '../shared/PartnerPanelOnDemand.tsx'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import type { ShopZipHeroData } from './data.ts'
import { FirstPackagePreviewOnDemand } from './FirstPackagePreviewOnDemand.tsx'

/**
 * Shown while no package is chosen; the page scrolls here and focuses the ZIP input after the delay (spec §2.3,
 * §9.7). A serviceable ZIP is stored and leads to the packages; any other opens the service-availability modal.
 */
export function ShopZipHero({ id, props, data }: BlockProps<ShopZipHeroProps, ShopZipHeroData>) {
  const theme = useTheme()
  const { constants } = useSiteData()
  const { partner, formPost } = usePageContextData()
  const visible = useEcommerce((s) => s.view === 'browse' && !s.selectedPackageId)
  const storedZip = useEcommerce((s) => s.postalCode)
  // The studio's simulator sets the visitor's earlier ZIP; on the site this is undefined and the store decides.
  const simulatedZip = useVisitorOverrides().zip
  const setPostalCode = useEcommerce((s) => s.setPostalCode)
  const inputRef = useRef<HTMLInputElement>(null)
  // Checked without scripts (`?zip=`, server/zip/shopZipChecks): the ZIP and its answer; else the ZIP this visitor
  // already gave (a lead form, the shop), in the server's HTML so the field never fills in late (D15).
  // (usePostedForm's test, without the lead forms' chunk it would bring to /shop.)
  const checked = formPost?.blockId === id ? formPost : null
  const [zip, setZip] = useState(checked?.values.zip ?? data.knownZip)
  const [error, setError] = useState<string | null>(checked?.fieldErrors.zip ?? null)
  const [accepted, setAccepted] = useState<string | null>(checked?.message ?? null)
  const [checking, setChecking] = useState(false)
  const errorId = useId()

  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(() => {
      document.getElementById(`${id}-zip`)?.scrollIntoView({ block: 'center' })
      inputRef.current?.focus({ preventScroll: true })
    }, constants.forms.zipFocusDelayMs)
    return () => clearTimeout(timer)
  }, [visible, id, constants.forms.zipFocusDelayMs])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    if (simulatedZip !== undefined) setZip(simulatedZip)
    else if (storedZip) setZip((current) => current || storedZip)
  }, [storedZip, simulatedZip])

  if (!visible) return <div id={id} hidden />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    setAccepted(null)
    setChecking(true)
    const { checkShopZip } = await loadOrReload(() => import('./checkShopZip.ts'), constants.display.chunkReloadGuardMs)
    const outcome = await checkShopZip(zip.trim(), props, setPostalCode)
    setChecking(false)
    setError(outcome.error)
    setAccepted(outcome.accepted)
    if (outcome.accepted) document.getElementById(props.packagesAnchor)?.scrollIntoView({ behavior: 'smooth' })
  }

  return (
    <section id={id} aria-labelledby={`${id}-heading`} {...viewsAttribute('browse')} css={heroCss(theme)}>
      <Container css={partner ? withPartnerCss(theme) : undefined}>
        <div>
          {props.eyebrow && <p css={eyebrowCss(theme)}>{props.eyebrow}</p>}
          <h1 id={`${id}-heading`} css={headingCss(theme, Boolean(partner))}>
            {props.heading}
          </h1>
          {props.subheading && (
            <p css={partner ? [subheadingCss(theme), partnerSubheadingCss(theme)] : subheadingCss(theme)}>
              {props.subheading}
            </p>
          )}
          {/* Without scripts the form asks for the page with `?zip=` (a GET replaces the address's query), which the
              server answers with the check. */}
          <form id={`${id}-zip`} onSubmit={submit} noValidate css={zipFormCss(theme)}>
            <div css={css`display: flex; flex-direction: column; gap: 0.35rem;`}>
              <label htmlFor={`${id}-zip-input`} css={css`font-weight: 700;`}>
                {props.zipLabel}
              </label>
              <input
                ref={inputRef}
                id={`${id}-zip-input`}
                name="zip"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={zip}
                onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                css={css`font: inherit; padding: 0.65rem 0.85rem; border-radius: 0.4rem; border: 2px solid ${error ? '#ffb4b4' : '#fff'}; box-sizing: border-box; width: 6.5rem;`}
              />
            </div>
            <PrimaryButton type="submit" aria-disabled={checking || undefined}>
              {props.buttonLabel}
            </PrimaryButton>
            <p css={phoneLineCss(theme)}>
              {/* The shop's line keeps the e-commerce sales hours (spec 9.1): a call link while they and sales are
                  open, those hours without the number while closed or before scripts decide (spec 4.10). */}
              {props.callPrompt}{' '}
              <SalesCallLink label={props.callLabel} line="ecommSales" linkCss={css`color: #fff; font-weight: 700;`} />
            </p>
          </form>
          <p role="status" css={css`margin: 0.5rem 0 0; &:empty { margin: 0; }`}>
            {error ? (
              <span id={errorId} css={css`color: #ffd6d6; font-weight: 700;`}>
                {error}
              </span>
            ) : (
              accepted
            )}
          </p>
        </div>
        {partner && (
          <PartnerPanelOnDemand id={id} partner={partner} compactOnPhones css={partnerPanelPlace(theme)}>
            {data.firstPackage && props.firstPackage && (
              <FirstPackagePreviewOnDemand
                id={id}
                pkg={data.firstPackage}
                catalogId={data.catalogId}
                count={data.packageCount}
                texts={props.firstPackage}
                packagesAnchor={props.packagesAnchor}
              />
            )}
          </PartnerPanelOnDemand>
        )}
      </Container>
    </section>
  )
}

/*
 * Tight on phones, so the packages start in the first screen under this opening and the Harbor Difference
 * band (spec 2.3's order: hero, customise, brand difference, package tables). The styles below are one line each:
 * their text ships with /shop's JavaScript, indentation included.
 */
const heroCss = (theme: Theme) =>
  css`background: ${theme.palette.darkblue}; color: #fff; padding: 0.5rem 0 0.75rem; ${lightFocusRing} ${theme.mq.md} { padding: 2rem 0 1.75rem; }`
/**
 * From md only: on a phone the heading says the same ("Shop …"), and a partner's card says whose pricing it is,
 * so the line would only push the packages down.
 */
const eyebrowCss = (theme: Theme) =>
  css`display: none; margin: 0 0 0.35rem; font-size: 0.85rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; ${theme.mq.md} { display: block; }`
/**
 * On a partner's shop the phone heading is smaller and the line under it ("Check your ZIP for … pricing") waits
 * for md: the partner's card right below says whose pricing it is, and the first package must fit above the fold.
 */
const headingCss = (theme: Theme, partner: boolean) =>
  partner
    ? css`margin: 0; font-size: 1.2rem; line-height: 1.15; ${theme.mq.md} { font-size: clamp(1.6rem, 4vw, 2.5rem); }`
    : css`margin: 0; font-size: clamp(1.6rem, 4vw, 2.5rem); line-height: 1.15;`
const subheadingCss = (theme: Theme) =>
  css`font-size: 0.95rem; max-width: 40rem; margin: 0.4rem 0 0; ${theme.mq.md} { margin-top: 0.5rem; font-size: 1.15rem; }`
const partnerSubheadingCss = (theme: Theme) => css`display: none; ${theme.mq.md} { display: block; }`

/**
 * Tighter on phones (the packages must start in the first screen), the regular rhythm from md; from lg, room between
 * the button and the phone line beside it (no indent when that line wraps under the row).
 */
const zipFormCss = (theme: Theme) =>
  css`display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; align-items: end; margin-top: 0.75rem; ${theme.mq.md} { gap: 0.75rem; margin-top: 1rem; } ${theme.mq.lg} { & > button { margin-right: 1rem; } }`

/** The phone line: under the ZIP row on phones, beside it from md (one row less above the packages). */
// Below md the closed line runs to four lines (the hours, then when the line opens): set a little closer, so a
// partner shop's first package still ends inside a 375 × 812 first screen (partnerShopPanels.test.ts).
const phoneLineCss = (theme: Theme) =>
  css`flex-basis: 100%; margin: 0; font-size: 0.95rem; line-height: 1.3; ${theme.mq.md} { flex-basis: auto; padding-bottom: 0.75rem; line-height: inherit; }`

/**
 * On a partner's shop: the ZIP form, then the partner's card below it on a phone, beside it from md (below it
 * on a tablet the card pushed the packages a screen down).
 */
const withPartnerCss = (theme: Theme) =>
  css`${theme.mq.md} { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 20rem); gap: 1.5rem; align-items: start; } ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 26rem); gap: 2.5rem; }`
const partnerPanelPlace = (theme: Theme) => css`${theme.mq.md} { margin-top: 0; }`
