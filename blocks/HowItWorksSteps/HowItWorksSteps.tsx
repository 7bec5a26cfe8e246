import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HowItWorksStepsProps } from '../../schemas/generated/blocks/HowItWorksStepsProps.ts'
import { BlockSection } from '../shared/BlockSection.tsx'
import { ButtonLink } from '../shared/layout.tsx'
import { toneColours } from '../shared/tones.ts'

/** Numbered "how it works" steps: an ordered list, so the numbers are real list semantics. */
export function HowItWorksSteps({ id, props }: BlockProps<HowItWorksStepsProps>) {
  const theme = useTheme()
  const colours = toneColours(theme, props.tone)
  return (
    <BlockSection id={id} tone={props.tone} heading={props.heading} intro={props.intro}>
      <ol
        css={css`
          list-style: none;
          counter-reset: step;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 1.5rem;
          ${theme.mq.md} { grid-template-columns: repeat(${Math.min(props.steps.length, 4)}, 1fr); }
        `}
      >
        {props.steps.map((step, index) => (
          <li key={step.heading} css={css`counter-increment: step; text-align: center; padding: 0 0.5rem;`}>
            <span
              aria-hidden="true"
              data-step-number
              css={css`
                display: inline-grid;
                place-items: center;
                width: 3rem;
                height: 3rem;
                margin-bottom: 0.75rem;
                border-radius: 50%;
                background: ${colours.inverse ? '#fff' : theme.palette.darkblue};
                color: ${colours.inverse ? theme.palette.darkblue : '#fff'};
                font-size: 1.35rem;
                font-weight: 800;
              `}
            >
              {index + 1}
            </span>
            <h3 css={css`margin: 0 0 0.5rem; font-size: 1.15rem; color: ${colours.accent};`}>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.heading}
            </h3>
            <p css={css`margin: 0;`}>{step.text}</p>
          </li>
        ))}
      </ol>
      {props.cta && (
        <p css={css`text-align: center; margin: 2rem 0 0;`}>
          <ButtonLink href={props.cta.href}>{props.cta.label}</ButtonLink>
        </p>
      )}
    </BlockSection>
  )
}
