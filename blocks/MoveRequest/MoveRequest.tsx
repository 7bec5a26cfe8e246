import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { MoveRequestProps } from '../../schemas/generated/blocks/MoveRequestProps.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { ButtonLink, Container, Section } from '../shared/layout.tsx'

/** The move-request call to action. The endpoint decides: signed in, on to the account's move request; otherwise sign-in first (spec 2.10). */
export function MoveRequest({ id, props }: BlockProps<MoveRequestProps>) {
  // The spec's name of this link (2.10), the one the header's account menu shows too, unless the page names it.
  const { account } = useSiteData().navigation
  const label = props.buttonLabel ?? account.moveRequest
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 52rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <p>{props.text}</p>
        <ButtonLink href={props.href}>{label}</ButtonLink>
      </Container>
    </Section>
  )
}
