import { css, useTheme, type Theme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { FeatureGridProps } from '../../schemas/generated/blocks/FeatureGridProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ButtonLink, cardListCss } from '../shared/layout.tsx'
import { Icon } from '../shared/icons.tsx'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'
import { toneColours, type ToneColours } from '../shared/tones.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

type Item = FeatureGridProps['items'][number]

/**
 * Feature cards: an icon or a thumbnail, a heading and a sentence or two, in 2 to 4 columns, and a call to action.
 * Compact is the same list drawn as a tight band without cards (picture beside the words); below sm one row
 * that scrolls sideways, a region the keyboard can scroll, so a band of four takes the height of one item on a phone.
 */
export function FeatureGrid({ id, props }: BlockProps<FeatureGridProps>) {
  const theme = useTheme()
  const colours = toneColours(theme, props.tone)
  const compact = props.density === 'compact'
  const HeadingTag = props.heading ? 'h3' : 'h2'
  const list = (
    <ul css={compact ? bandListCss(theme, props.columns) : cardListCss(theme, props.columns)}>
      {props.items.map((item) => {
        const picture = <Picture item={item} compact={compact} colours={colours} />
        const heading = (
          <HeadingTag css={compact ? bandHeadingCss(colours) : cardHeadingCss(colours)}>{item.heading}</HeadingTag>
        )
        return compact ? (
          <li key={item.heading} css={bandItemCss(theme)}>
            {picture}
            <span>
              {heading}
              <span css={css`display: block;`}>{item.text}</span>
              {item.link && (
                <a href={item.link.href} css={css`display: inline-block; margin-top: 0.35rem; font-weight: 700;`}>
                  {item.link.label}
                </a>
              )}
            </span>
          </li>
        ) : (
          <li key={item.heading} css={cardItemCss(colours)}>
            {picture}
            {heading}
            <p css={css`margin: 0;`}>{item.text}</p>
            {item.link && (
              <p css={css`margin: 0.75rem 0 0;`}>
                <a href={item.link.href} css={css`font-weight: 700;`}>
                  {item.link.label}
                </a>
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro} compact={compact}>
      {compact ? (
        <>
          {/* Scrolls sideways below sm: a named region that takes the focus, so the keyboard can scroll it; the next
              item shows at the edge and a line under it says there are more (issue 25: it looked cut off). */}
          <div
            role="region"
            aria-label={props.heading}
            aria-describedby={`${id}-scroll-hint`}
            tabIndex={0}
            css={bandScrollerCss(theme)}
          >
            {list}
          </div>
          <p id={`${id}-scroll-hint`} css={scrollHintCss(theme, colours)}>
            {fillTemplate(props.scrollHint, { count: props.items.length })}
          </p>
        </>
      ) : (
        list
      )}
      {props.cta && (
        <p css={css`text-align: center; margin: ${compact ? '1rem' : '2rem'} 0 0;`}>
          <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>
        </p>
      )}
    </BlockSection>
  )
}

/** The item's thumbnail, or else its icon: large above the words on a card, small beside them in the band. */
function Picture({ item, compact, colours }: { item: Item; compact: boolean; colours: ToneColours }) {
  if (item.image)
    return (
      <ResponsiveImage
        image={item.image}
        preset="thumbnail"
        imgCss={
          compact
            ? css`display: block; flex: none; width: 40px; height: 40px; border-radius: 0.35rem;`
            : css`display: block; width: 96px; height: 96px; margin-bottom: 1rem;`
        }
      />
    )
  if (!item.icon) return null
  return (
    <span
      css={
        compact
          ? css`display: inline-flex; flex: none; color: ${colours.accent};`
          : css`display: inline-flex; color: ${colours.accent}; margin-bottom: 0.75rem;`
      }
    >
      <Icon name={item.icon} size={compact ? 24 : 36} />
    </span>
  )
}

const cardItemCss = (colours: ToneColours) => css`
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: ${colours.inverse ? 'rgb(255 255 255 / 0.08)' : '#fff'};
  border: 1px solid ${colours.inverse ? 'rgb(255 255 255 / 0.25)' : '#d9dee5'};
`
const cardHeadingCss = (colours: ToneColours) => css`margin: 0 0 0.5rem; font-size: 1.15rem; color: ${colours.accent};`

const bandScrollerCss = (theme: Theme) => css`
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  margin: 0 -1rem;
  padding: 0.25rem 1rem 0;
  ${theme.mq.sm} {
    overflow: visible;
    margin: 0;
    padding: 0;
  }
`
/** Below sm only, where the band scrolls: right-aligned under it, the accent colour of the band's headings. */
const scrollHintCss = (theme: Theme, colours: ToneColours) => css`
  margin: 0.3rem 0 0;
  text-align: right;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.3;
  color: ${colours.accent};
  ${theme.mq.sm} {
    display: none;
  }
`
const bandListCss = (theme: Theme, columns: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  /* The next item's picture shows at the edge, and the hint under the row says how many there are. */
  grid-auto-columns: 92%;
  gap: 1rem;
  ${theme.mq.sm} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(${columns}, 1fr);
  }
`
const bandItemCss = (theme: Theme) =>
  css`display: flex; gap: 0.6rem; align-items: flex-start; scroll-snap-align: start; font-size: 0.8rem; line-height: 1.4; ${theme.mq.sm} { font-size: 0.85rem; }`
const bandHeadingCss = (colours: ToneColours) =>
  css`margin: 0 0 0.2rem; font-size: 0.9rem; line-height: 1.3; color: ${colours.accent};`
