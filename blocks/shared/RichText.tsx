import { Children, isValidElement, type ReactNode } from 'react'
import { css } from '@emotion/react'
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer'
import { blockText, headingAnchors, safeHref, safeImageSrc, slugify } from '../../services/content/index.ts'
import type { RichText as RichTextContent } from '../../services/content/index.ts'

/** Hosts whose absolute links count as this site's own (not marked as leaving the site). */
const OWN_HOSTS = ['www.harborhomesecurity.com', 'harborhomesecurity.com']

/** The words inside rendered inline children: Text elements carry `text`, link blocks their node's children. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child)
      if (!isValidElement(child)) return ''
      const props = child.props as {
        text?: string
        content?: { children?: Array<{ text?: string }> }
        children?: ReactNode
      }
      if (typeof props.text === 'string') return props.text
      if (props.content?.children) return props.content.children.map((node) => node.text ?? '').join('')
      return textOf(props.children)
    })
    .join('')
}

const headingTags = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const

export interface RichTextProps {
  content: RichTextContent
  /** Prefix for heading anchors, so two rich texts on one page never share an id. */
  anchorPrefix?: string
}

/**
 * Renders Strapi blocks rich text safely: links only to http(s), mailto, tel or this site (anything else
 * renders as plain text), links leaving the site open in a new tab and say so, images keep their width and
 * height, and headings carry anchors. A level-1 heading renders as h2: the page's h1 is its title.
 */
export function RichText({ content, anchorPrefix = '' }: RichTextProps) {
  // Anchors as headingAnchors() gives them (repeated headings numbered), handed out in document order, so
  // they match any table of contents built from the same content.
  const remaining = new Map<string, string[]>()
  const anchors = headingAnchors(content, anchorPrefix)
  content
    .filter((node) => node.type === 'heading')
    .forEach((node, i) => {
      const base = `${anchorPrefix}${slugify(blockText(node))}`
      remaining.set(base, [...(remaining.get(base) ?? []), anchors[i]!])
    })
  const anchorFor = (text: string) => {
    const base = `${anchorPrefix}${slugify(text)}`
    return remaining.get(base)?.shift() ?? base
  }
  return (
    <div css={richTextCss}>
      <BlocksRenderer
        content={content as BlocksContent}
        blocks={{
          link: ({ url, children }) => {
            const link = safeHref(url, OWN_HOSTS)
            if (!link) return <span>{children}</span>
            if (!link.external) return <a href={link.href}>{children}</a>
            return (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {children}
                <span className="visually-hidden"> (opens in a new tab)</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            )
          },
          heading: ({ level, children }) => {
            const Tag = headingTags[level]
            return <Tag id={anchorFor(textOf(children))}>{children}</Tag>
          },
          image: ({ image }) => {
            const src = safeImageSrc(image.url)
            if (!src) return null
            return (
              <figure>
                <img
                  src={src}
                  alt={image.alternativeText ?? ''}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
                {image.caption && <figcaption>{image.caption}</figcaption>}
              </figure>
            )
          },
        }}
      />
    </div>
  )
}

const richTextCss = css`
  line-height: 1.65;
  & h2,
  & h3 {
    line-height: 1.25;
    margin: 1.75rem 0 0.5rem;
  }
  & blockquote {
    margin: 1.25rem 0;
    padding: 0.5rem 1rem;
    border-left: 4px solid currentColor;
    font-style: italic;
  }
  & li + li {
    margin-top: 0.35rem;
  }
  & figure {
    margin: 1.5rem 0;
  }
`
