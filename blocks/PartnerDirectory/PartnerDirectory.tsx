import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PartnerDirectoryProps } from '../../schemas/generated/blocks/PartnerDirectoryProps.ts'
import type { PartnerDirectoryData } from './data.ts'
import { Container, Section } from '../shared/layout.tsx'

export function PartnerDirectory({ id, props, data }: BlockProps<PartnerDirectoryProps, PartnerDirectoryData>) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        {props.intro && <p>{props.intro}</p>}
        {data.partners.length === 0 ? (
          <p>{props.emptyText ?? 'No partner programs are open right now.'}</p>
        ) : (
          <ul css={css`columns: 16rem; padding-left: 1.25rem;`}>
            {data.partners.map((partner) => (
              <li key={partner.id}>
                <a href={partner.href}>{partner.name}</a>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  )
}
