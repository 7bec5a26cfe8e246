import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpAssistantProps } from '../../schemas/generated/blocks/HelpAssistantProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { HelpSearchForm } from '../shared/HelpSearchForm.tsx'
import { Highlighted } from '../shared/Highlighted.tsx'
import type { HelpAssistantData } from './data.ts'

/** The question form and, once asked, the articles that answer it with the passages that matter, quoted. */
export function HelpAssistant({ id, props, data }: BlockProps<HelpAssistantProps, HelpAssistantData>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-answers`}>
      <Container css={css`max-width: 52rem;`}>
        <HelpSearchForm
          id={`${id}-question`}
          action="/help-center/assistant"
          label={props.questionLabel}
          placeholder={props.placeholder}
          button={props.submitLabel}
          defaultValue={data.question ?? undefined}
        />
        {data.question && (
          <div aria-live="polite">
            <h2 id={`${id}-answers`}>{props.answersHeading}</h2>
            {data.answers.length === 0 && <p>{props.noAnswerText}</p>}
            {data.answers.map((answer) => (
              <article
                key={answer.articleSlug}
                data-assistant-answer
                css={css`border-left: 4px solid ${theme.palette.darkblue}; padding: 0.25rem 0 0.25rem 1rem; margin: 1.5rem 0;`}
              >
                <h3 css={css`margin: 0 0 0.5rem;`}>{answer.articleTitle}</h3>
                {answer.passages.map((passage, i) => (
                  <blockquote key={i} css={css`margin: 0 0 0.75rem;`}>
                    {passage.heading && <p css={css`margin: 0; font-weight: 700;`}>{passage.heading}</p>}
                    <p css={css`margin: 0; white-space: pre-line;`}>
                      <Highlighted segments={passage.text} />
                    </p>
                  </blockquote>
                ))}
                <a
                  href={`/help-center/articles/${answer.articleSlug}${answer.passages[0]?.anchor ? `#${answer.passages[0].anchor}` : ''}`}
                >
                  {props.readMoreLabel}
                  <span className="visually-hidden">: {answer.articleTitle}</span>
                </a>
              </article>
            ))}
          </div>
        )}
        {!data.question && (
          <h2 id={`${id}-answers`} className="visually-hidden">
            {props.answersHeading}
          </h2>
        )}
        {props.handoff && (
          <p>
            <a href={props.handoff.href}>{props.handoff.label}</a>
          </p>
        )}
      </Container>
    </Section>
  )
}
