import { css, type Theme, useTheme } from '@emotion/react'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SiteFooterProps } from '../../schemas/generated/blocks/SiteFooterProps.ts'
import { useLayout, usePageContextData, usePartnerHref, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { footerDisclaimers } from '../../services/frame/index.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { AccountLink } from '../shared/AccountLink.tsx'
import { SalesDetails, SupportDetails } from '../shared/ContactDetails.tsx'
import { Container } from '../shared/layout.tsx'
import { openConsultationModal } from '../shared/siteEvents.ts'
import { AllyToolbar } from './AllyToolbar.tsx'
import { FoldedSection } from './FoldedSection.tsx'
import { ReviewsWidget } from './ReviewsWidget.tsx'
import { whenScripted } from '../shared/whenScripted.ts'

// Below md the folded sections stack edge to edge (their summaries are the rows); from md, the columns of before.
const columnsCss = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr;
  ${theme.mq.md} {
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`
// Below md the folded footer keeps its rows closer together (rater report 6, D14: the footer's height at 375 px).
const belowColumnsCss = (theme: Theme) => css`
  margin-top: 1.5rem;
  ${theme.mq.md} {
    margin-top: 2rem;
  }
`
const heading = css`
  font-size: 1rem;
  margin: 0 0 0.5rem;
`
const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin: 0.3rem 0;
  }
`

/**
 * Footer chrome (spec 2.9): Quick Links, the link columns and Follow Us (folded below md: FoldedSection), the Contact
 * Us block with live
 * availability, the accessibility toolbar, the delayed review widget and the disclaimers each page needs.
 * Hidden in app mode (`data-app-hidden`, see FrameStyles and the head boot script).
 */
export function SiteFooter({ id, props }: BlockProps<SiteFooterProps>) {
  const theme = useTheme()
  const { navigation, hours, constants } = useSiteData()
  const layout = useLayout()
  const { phones, partner, canonicalPath } = usePageContextData()
  // On a partner's page "Shop" goes to the partner's shop, with its prices (fifth walkthrough D10).
  const toPartner = usePartnerHref()
  const { footer, contact: texts } = navigation
  const hoursText = hoursTexts(hours)
  const full = props.variant === 'full'
  const disclaimers = footerDisclaimers({ canonicalPath, layout: layout.name, partnerKind: partner?.kind ?? null })
  return (
    <footer
      data-app-hidden=""
      data-site-footer=""
      css={css`
        background: ${theme.palette.darkblue};
        color: #fff;
        ${lightFocusRing}
        padding: 1.5rem 0;
        margin-top: 2rem;
        ${theme.mq.md} {
          padding-top: 2.5rem;
        }
        /* White on the dark band, but for the site's buttons (formButtons.ts), which keep their own colours. */
        a:not([data-primary], [data-secondary]),
        button:not([data-primary], [data-secondary]) {
          color: #fff;
        }
      `}
    >
      <Container>
        {full && (
          // Below md the columns are folded disclosures, one under the other, with no gap between their rows.
          <div css={columnsCss(theme)}>
            <FoldedSection landmark="nav" headingId={`${id}-quick`} heading={footer.quickLinksHeading}>
              <ul css={plainList}>
                {footer.quickLinks.map((link) =>
                  // The sign-in entry takes its words from navigation.account, like the header's: one text.
                  'action' in link ? (
                    <li key={link.action}>
                      <AccountLink variant="footer" />
                    </li>
                  ) : (
                    <li key={link.href}>
                      <a href={toPartner(link.href)}>{link.label}</a>
                    </li>
                  ),
                )}
              </ul>
            </FoldedSection>
            {footer.columns.map((column, index) => (
              <FoldedSection
                key={column.heading}
                landmark="nav"
                headingId={`${id}-col-${index}`}
                heading={column.heading}
              >
                <ul css={plainList}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <a
                        href={toPartner(link.href)}
                        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {link.label}
                        {link.external && <span className="visually-hidden"> (opens in a new tab)</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </FoldedSection>
            ))}
            <FoldedSection landmark="div" headingId={`${id}-social`} heading={footer.socialHeading}>
              <ul css={plainList} aria-labelledby={`${id}-social`}>
                {footer.social.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      <span aria-hidden="true">{link.label.split(' on ').pop()}</span>
                      <span className="visually-hidden">{link.label} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </FoldedSection>
          </div>
        )}
        {props.showContact && (
          <section aria-labelledby={`${id}-contact`} css={belowColumnsCss(theme)}>
            <h2 id={`${id}-contact`} css={heading}>
              {texts.contactHeading}
            </h2>
            <div css={css`display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));`}>
              <div>
                <SalesDetails
                  titleAsHeading
                  texts={texts}
                  phones={phones}
                  hoursText={hoursText.sales}
                  showQuote={layout.ctaButtons}
                  onQuote={openConsultationModal}
                />
              </div>
              <div>
                <h3 css={heading}>{texts.supportHeading}</h3>
                <SupportDetails
                  texts={texts}
                  phones={phones}
                  hoursText={hoursText.support}
                  textAndChatText={hoursText.textAndChat}
                  chat={layout.chat}
                  chatLabel={texts.chatFooter}
                />
              </div>
            </div>
          </section>
        )}
        <div css={[css`display: flex; flex-wrap: wrap; align-items: center; gap: 1rem;`, belowColumnsCss(theme)]}>
          {footer.accessibility && (
            <>
              <AllyToolbar id={id} toggleLabel={footer.accessibility.toggleLabel} texts={footer.allyToolbar} />
              <a href={footer.accessibility.link.href}>{footer.accessibility.link.label}</a>
            </>
          )}
        </div>
        {/* The widget only ever arrives by script: where none runs its reserved box would be an empty gap. */}
        <div css={[css`margin-top: 1.5rem;`, whenScripted]}>
          <ReviewsWidget
            config={footer.reviews}
            delayMs={constants.display.reviewWidgetDelayMs}
            chunkGuardMs={constants.display.chunkReloadGuardMs}
          />
        </div>
        {disclaimers.length > 0 && (
          <div data-disclaimers-section="" css={css`margin-top: 1.5rem;`}>
            <FoldedSection
              landmark="div"
              headingId={`${id}-disclaimers`}
              heading={footer.disclaimersHeading}
              headingFromMd={false}
            >
              <div data-disclaimers="" css={css`font-size: 0.8rem; line-height: 1.5;`}>
                {disclaimers.map((key) => (
                  // An anchor for the links to these terms (the package cards' "Financing terms").
                  <p key={key} id={`disclaimer-${key}`} data-disclaimer={key}>
                    {footer.disclaimers[key]}
                  </p>
                ))}
              </div>
            </FoldedSection>
          </div>
        )}
        {footer.copyright && <p css={css`font-size: 0.85rem;`}>{footer.copyright}</p>}
      </Container>
    </footer>
  )
}
