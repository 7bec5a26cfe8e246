import { css, useTheme } from '@emotion/react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { ContactTexts } from '../../schemas/generated/navigation.ts'
import type { PagePhones } from '../../runtime/PageModel.ts'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { ByAvailability, WhenDecided } from './ByAvailability.tsx'
import { fillTemplate } from './fillTemplate.ts'
import { PlainPhone, SalesPhoneLink } from './SalesPhoneLink.tsx'
import { StatusBadge, statusDot } from './StatusBadge.tsx'
import { openChat } from './siteEvents.ts'
import { getAQuote } from './getAQuote.ts'
import { primaryButton, secondaryButton } from './formButtons.ts'
import { whenScripted } from './whenScripted.ts'
import { WeeklyOrClosedDay, closedDayTexts } from './ClosedDayWords.tsx'
import { UntilSalesOpens } from './UntilSalesOpens.tsx'

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0.35rem 0;
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`
/**
 * Live Chat and Help Center at one width, each label on one line: side by side where two fit (the footer, the
 * wide panel at 768 px), one above the other in the header's 20 rem panel and at 375 px, where "Help Center"
 * used to wrap under a shorter "Live Chat". The buttons keep the form buttons' look (formButtons.ts).
 */
const buttonPair = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 12rem));
  gap: 0.5rem;
  margin-top: 0.75rem;
  /* Two attributes outweigh the button's own class, which comes later in the style sheet. */
  & > [data-primary],
  & > [data-secondary] {
    white-space: nowrap;
    text-align: center;
  }
`
/** Text and chat's "24/7 Availability" reads as a status, with the green of an available line (StatusBadge). */
const alwaysOpen = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 700;
`
/** The chat opener inside the text-and-chat line reads as a link among its words, not as a button. */
const inlineAction = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`

export interface SalesDetailsProps {
  texts: ContactTexts
  phones: PagePhones
  hoursText: string
  showQuote: boolean
  /** What "Get a Quote" does; the header scrolls to the form or opens the modal (spec 2.10). */
  onQuote?: () => void
  /** In the footer the group's name is a heading of the Contact Us section. */
  titleAsHeading?: boolean
}

/**
 * The New Customers group (spec 2.8, 2.9): Sales Center availability, the weekday hours, and Call/Text
 * links only while sales is available (spec 4.10), plus "Get a Quote".
 */
export function SalesDetails({ texts, phones, hoursText, showQuote, onQuote, titleAsHeading }: SalesDetailsProps) {
  const theme = useTheme()
  const site = useSiteData()
  const { hours } = site
  // On a closed date (a holiday) the weekly hours would read as open today: say why it is closed and when it opens.
  const hoursRow = (
    <WeeklyOrClosedDay weekly={hoursText} days={closedDayTexts(site, 'sales', hours.texts.closedToday)} />
  )
  const Title = titleAsHeading ? 'h3' : 'p'
  return (
    <div data-contact="sales">
      <Title css={[row, css`font-size: 1rem;`]}>
        <strong>{texts.salesCenter}</strong>
        <StatusBadge line="sales" labels={texts} />
      </Title>
      {/* Without scripts the status above says these hours itself. */}
      <WhenDecided line="sales">
        <p css={row} data-sales-hours-row="">
          {hoursRow}
        </p>
      </WhenDecided>
      {/* Decided before the first paint: while sales is closed the row is not there at all (no empty gap). With
          scripts off (the hour unknown) the numbers as plain text, under the status that then says the hours. */}
      <ByAvailability
        line="sales"
        open={
          <p css={row} data-sales-links="">
            <SalesPhoneLink whenClosed="nothing">
              {texts.call} {phones.sales}
            </SalesPhoneLink>
            <SalesPhoneLink kind="text" whenClosed="nothing">
              {texts.text} {phones.salesText}
            </SalesPhoneLink>
          </p>
        }
        closed={null}
        withoutScripts={
          <p css={row} data-sales-plain="">
            <PlainPhone words={`${texts.call} ${phones.sales}`} />
            <PlainPhone words={`${texts.text} ${phones.salesText}`} />
          </p>
        }
      />
      {showQuote && (
        <div css={actions}>
          <button
            type="button"
            data-primary=""
            css={[primaryButton(theme), whenScripted]}
            onClick={onQuote ?? getAQuote}
          >
            {texts.getAQuote}
          </button>
        </div>
      )}
    </div>
  )
}

export interface SupportDetailsProps {
  texts: ContactTexts
  phones: PagePhones
  hoursText: string
  textAndChatText: string
  chat: boolean
  chatLabel: string
  /** The Help Center button; false on a Help Center page, where it would lead to where the reader is. */
  helpCenterButton?: boolean
}

/**
 * The Existing Customers group (spec 2.8, 2.9): Support Center with Text, Chat, "24/7 Availability",
 * Call with the support hours, an Available/Offline status, and Live Chat and Help Center buttons.
 * "24/7" sits on the text-and-chat line only, as that line's own always-green status: calls are answered in support
 * hours, so the group's Available/Offline is the phone's, and while it is offline the call link
 * gives way to when phone support opens (spec 4.10), decided before the first paint.
 */
export function SupportDetails({
  texts,
  phones,
  hoursText,
  textAndChatText,
  chat,
  chatLabel,
  helpCenterButton = true,
}: SupportDetailsProps) {
  const theme = useTheme()
  const site = useSiteData()
  const { hours } = site
  // On a closed date "closed now. Call us Mon-Sat 8am-8pm" reads as if the weekly hours held today: name the day and
  // when phone support opens, as the sales group does (fourth walkthrough D4).
  // Otherwise when it opens next, decided before the first paint (issue 25 item 6), the hours beside it.
  const weeklyClosed = fillTemplate(texts.supportCallClosed, { hours: hoursText })
  const closedText = (
    <WeeklyOrClosedDay
      weekly={
        texts.supportCallOpensNext ? (
          <UntilSalesOpens
            line="support"
            undecided={weeklyClosed}
            template={texts.supportCallOpensNext}
            values={{ hours: hoursText }}
          />
        ) : (
          weeklyClosed
        )
      }
      days={closedDayTexts(site, 'support', hours.texts.supportClosedToday)}
    />
  )
  return (
    <div data-contact="support">
      <p css={row}>
        <strong>{texts.supportCenter}</strong>
        <StatusBadge line="support" labels={texts} />
      </p>
      <p css={row} data-support-text-chat="">
        <a href={smsHref(phones.supportText)}>
          {texts.text} {phones.supportText}
        </a>
        {chat && (
          <button type="button" css={[inlineAction, whenScripted]} onClick={openChat}>
            {chatLabel}
          </button>
        )}
        {/* Their own status, open at every hour: the group's status above is the phone's (sixth walkthrough D13). */}
        <span css={alwaysOpen} data-text-chat-status="">
          <span css={statusDot(true)} aria-hidden="true" />
          {textAndChatText}
        </span>
      </p>
      {/* Without scripts nothing decides the hour: the number as plain text beside its hours (no tel: link, which
          could be pressed at 04:30 under "24/7"), true at any hour, where "closed now" would be false at 10:00 on
          a weekday. Scripts on but undecided (the boot script failed): the call line, as undecided is not offline
          (docs/visitor-fixes.md, "Without scripts: nothing false" and "Scripts off: numbers as plain text"). */}
      <ByAvailability
        line="support"
        undecided="open"
        open={
          <p css={row} data-support-call="">
            <a href={telHref(phones.support)}>
              {texts.call} {phones.support}
            </a>
            {/* Without scripts the status above says these hours itself. */}
            <WhenDecided line="support">
              <span>{hoursText}</span>
            </WhenDecided>
          </p>
        }
        closed={
          <p css={row} data-support-call-closed="">
            {closedText}
          </p>
        }
        withoutScripts={
          <p css={row} data-support-call-plain="">
            <PlainPhone words={`${texts.call} ${phones.support}`} hours={hoursText} />
          </p>
        }
      />
      <div css={buttonPair}>
        {chat && (
          <button
            type="button"
            data-primary=""
            data-live-chat=""
            css={[primaryButton(theme), whenScripted]}
            onClick={openChat}
          >
            {texts.liveChat}
          </button>
        )}
        {helpCenterButton && (
          <a href={texts.helpCenter.href} data-secondary="" css={[secondaryButton(theme), css`text-decoration: none;`]}>
            {texts.helpCenter.label}
          </a>
        )}
      </div>
    </div>
  )
}
