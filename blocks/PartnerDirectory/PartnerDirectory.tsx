import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PartnerDirectoryProps } from '../../schemas/generated/blocks/PartnerDirectoryProps.ts'
import type { PartnerDirectoryData } from './data.ts'
import { Container, Section } from '../shared/layout.tsx'
import { LinkList } from '../shared/LinkList.tsx'

export function PartnerDirectory({ id, props, data }: BlockProps<PartnerDirectoryProps, PartnerDirectoryData>) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        {props.intro && <p>{props.intro}</p>}
        {data.partners.length === 0 ? (
          <p>{props.emptyText}</p>
        ) : (
          <LinkList
            links={data.partners.map(({ name, href }) => ({ label: name, href }))}
            listCss={css`columns: 16rem; padding-left: 1.25rem;`}
          />
        )}
      </Container>
    </Section>
  )
}
