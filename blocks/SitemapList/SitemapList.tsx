import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SitemapListProps } from '../../schemas/generated/blocks/SitemapListProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import type { SitemapListData } from './data.ts'

/** Every indexable page of the site, linked by its title, in path order. */
export function SitemapList({ id, props, data }: BlockProps<SitemapListProps, SitemapListData>) {
  const suffix = props.titleSuffix
  const label = (title: string) => (suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title)
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <ul
          css={css`columns: 16rem auto; column-gap: 2rem; padding-left: 1.25rem; li { margin: 0.3rem 0; break-inside: avoid; }`}
        >
          {data.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{label(page.title)}</a>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
