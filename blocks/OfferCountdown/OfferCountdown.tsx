import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { OfferCountdownProps } from '../../schemas/generated/blocks/OfferCountdownProps.ts'
import { ByAvailability } from '../shared/ByAvailability.tsx'
import { Container } from '../shared/layout.tsx'
import { CountdownClock } from './CountdownClock.tsx'
import { lightFocusRing } from '../../runtime/render/focusRing.ts'

/**
 * Today's offer during offer hours, with a countdown to its end during countdown hours (spec 4.10).
 * Both are decided before the first paint by the head's availability script (ByAvailability), so the
 * band never flashes in or out; outside offer hours it shows `closedText`, or nothing.
 */
export function OfferCountdown({ id, props }: BlockProps<OfferCountdownProps>) {
  const theme = useTheme()
  const band = css`
    background: ${theme.palette.darkpurple};
    color: #fff;
    a { color: #fff; }
    ${lightFocusRing}
  `
  const row = css`display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; justify-content: center; align-items: center; padding-top: 0.75rem; padding-bottom: 0.75rem; text-align: center;`
  // The id sits on a wrapper: before hydration both variants are in the HTML, and an id must be unique.
  return (
    <div id={id} data-offer-countdown-block="">
      <ByAvailability
        line="offer"
        open={
          <aside aria-label="Today's offer" data-offer-band="" css={band}>
            <Container css={row}>
              {props.badge && (
                <span
                  css={css`background: #fff; color: ${theme.palette.darkpurple}; border-radius: 1rem; padding: 0.1rem 0.75rem; font-size: 0.8rem; font-weight: 800; text-transform: uppercase;`}
                >
                  {props.badge}
                </span>
              )}
              <p css={css`margin: 0; font-weight: 600;`}>{props.offerText}</p>
              <ByAvailability
                line="countdown"
                open={<CountdownClock label={props.countdownLabel} endsText={props.endsText} />}
                closed={null}
              />
              {props.link && (
                <a href={props.link.href} css={css`font-weight: 800;`}>
                  {props.link.label}
                </a>
              )}
            </Container>
          </aside>
        }
        closed={
          props.closedText ? (
            <aside
              aria-label="Offer hours"
              data-offer-closed=""
              css={css`background: ${theme.palette.darkblue}; color: #fff;`}
            >
              <Container css={row}>
                <p css={css`margin: 0;`}>{props.closedText}</p>
              </Container>
            </aside>
          ) : null
        }
      />
    </div>
  )
}
