import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ManagementTeamProps } from '../../schemas/generated/blocks/ManagementTeamProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import type { ManagementTeamData, TeamMemberCard } from './data.ts'

function Cards({ members }: { members: TeamMemberCard[] }) {
  const theme = useTheme()
  return (
    <ul
      css={css`list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));`}
    >
      {members.map((m) => (
        <li
          key={m.slug}
          css={css`border: 1px solid ${theme.palette.warmgray}; border-radius: 0.6rem; padding: 1rem 1.25rem;`}
        >
          {m.photo && <img src={m.photo.url} alt="" width={m.photo.width} height={m.photo.height} loading="lazy" />}
          <h3 css={css`margin: 0;`}>
            <a href={`/management-team/${m.slug}`}>{m.name}</a>
          </h3>
          <p css={css`margin: 0.25rem 0 0;`}>{m.role}</p>
        </li>
      ))}
    </ul>
  )
}

export function ManagementTeam({ id, props, data }: BlockProps<ManagementTeamProps, ManagementTeamData>) {
  if (data.view === 'team') {
    return (
      <Section id={id} aria-labelledby={`${id}-heading`}>
        <Container>
          <h2 id={`${id}-heading`}>{props.heading}</h2>
          <Cards members={data.members} />
        </Container>
      </Section>
    )
  }
  const { member } = data
  return (
    <Section id={id} aria-labelledby={`${id}-member`}>
      <Container css={css`max-width: 52rem;`}>
        <p>
          <a href={props.teamHref}>{props.teamLabel}</a>
        </p>
        <article aria-labelledby={`${id}-member`}>
          {member.photo && (
            <img src={member.photo.url} alt={member.name} width={member.photo.width} height={member.photo.height} />
          )}
          <h2 id={`${id}-member`}>{member.name}</h2>
          <p css={css`font-weight: 700;`}>{member.role}</p>
          <RichText content={member.bio} />
        </article>
        <h2>{props.heading}</h2>
        <Cards members={data.others} />
      </Container>
    </Section>
  )
}
