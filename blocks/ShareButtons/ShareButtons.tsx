import { css, useTheme } from '@emotion/react'
import type { MouseEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ShareButtonsProps } from '../../schemas/generated/blocks/ShareButtonsProps.ts'
import { usePageMeta, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { Container } from '../shared/layout.tsx'
import { NETWORK_LABELS, shareUrl, shareWindowFeatures, type ShareNetwork } from './shareLinks.ts'

/**
 * Share links for social networks and e-mail. Network links are real links (they work without script
 * and in a new tab); with script they open the provider in a 640x480 window as the spec asks.
 */
export function ShareButtons({ id, props }: BlockProps<ShareButtonsProps>) {
  const theme = useTheme()
  const { constants } = useSiteData()
  const meta = usePageMeta()
  const page = {
    url: props.url ?? meta.canonicalUrl,
    title: props.title ?? meta.title,
    description: props.description ?? meta.description,
  }
  const heading = props.heading

  const openWindow = (event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (network === 'email') return
    event.preventDefault()
    const features = shareWindowFeatures(constants.display.shareWindow, {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    })
    window.open(event.currentTarget.href, `share-${network}`, features)
  }

  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={css`padding: 1.5rem 0;`}>
      <Container css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem;`}>
        <h2 id={`${id}-heading`} css={css`margin: 0; font-size: 1rem;`}>
          {heading}
        </h2>
        <ul css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0;`}>
          {props.networks.map((network) => (
            <li key={network}>
              <a
                href={shareUrl(network, page)}
                data-share={network}
                target={network === 'email' ? undefined : '_blank'}
                rel={network === 'email' ? undefined : 'noopener noreferrer'}
                onClick={(event) => openWindow(event, network)}
                css={css`
                  display: inline-block;
                  padding: 0.45rem 1rem;
                  border: 2px solid ${theme.palette.darkblue};
                  border-radius: 2rem;
                  font-weight: 700;
                  text-decoration: none;
                  color: ${theme.palette.darkblue};
                  &:hover { background: ${theme.palette.lightblue}; }
                `}
              >
                {network === 'email' ? 'E-mail' : NETWORK_LABELS[network]}
                <span className="visually-hidden">
                  {network === 'email'
                    ? ': send this page by e-mail'
                    : ': share on ' + NETWORK_LABELS[network] + ' (opens a new window)'}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
