import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { MoveRequestProps } from '../../schemas/generated/blocks/MoveRequestProps.ts'
import { ButtonLink, Container, Section } from '../shared/layout.tsx'

/** The move-request call to action. The endpoint decides: signed in, on to the account's move request; otherwise sign-in first (spec 2.10). */
export function MoveRequest({ id, props }: BlockProps<MoveRequestProps>) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 52rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <p>{props.text}</p>
        <ButtonLink href={props.href}>{props.buttonLabel}</ButtonLink>
      </Container>
    </Section>
  )
}
