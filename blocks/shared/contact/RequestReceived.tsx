import { css, useTheme } from '@emotion/react'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { Container } from '../layout.tsx'
import { fillTemplate } from '../fillTemplate.ts'
import { SalesPhoneLink } from '../SalesPhoneLink.tsx'
import { UntilSalesOpens } from '../UntilSalesOpens.tsx'
import { formCard } from './styles.ts'

interface RequestReceivedProps {
  id: string
  /**
   * In the server HTML, beside the form: shown before the first paint only when the head boot script found a
   * sent lead (FrameStyles), as the form beside it is hidden. Once hydrated, the form block renders this alone.
   */
  beforeHydration?: boolean
}

/**
 * In place of a lead form this browser has already sent: "We have your request", and the call link while sales is
 * open; while it is closed, when the company will call, as the thank-you said it before the reload (decided before
 * the first paint, UntilSalesOpens).
 */
export function RequestReceived({ id, beforeHydration = false }: RequestReceivedProps) {
  const theme = useTheme()
  const { forms } = useSiteData()
  const { phones } = usePageContextData()
  const { messages } = forms
  const headingId = `${id}-received-heading`
  return (
    <section
      id={`${id}-received`}
      aria-labelledby={headingId}
      data-request-received=""
      data-show-after-lead={beforeHydration ? '' : undefined}
      css={css`padding: 2.5rem 0; background: ${theme.palette.warmgray};`}
    >
      <Container>
        <div css={[formCard(theme), css`margin: 0 auto; text-align: center;`]}>
          <h2 id={headingId} css={css`margin-top: 0; color: ${theme.palette.darkblue};`}>
            {messages.requestReceivedHeading}
          </h2>
          <p>{messages.requestReceived}</p>
          <p css={css`margin-bottom: 0;`}>
            <SalesPhoneLink whenClosed="nothing" linkCss={css`font-weight: 700;`}>
              {fillTemplate(messages.callNow, { phone: phones.sales })}
            </SalesPhoneLink>
            <span data-request-received-call="">
              <UntilSalesOpens undecided={null} template={messages.callbackLater} />
            </span>
          </p>
        </div>
      </Container>
    </section>
  )
}
