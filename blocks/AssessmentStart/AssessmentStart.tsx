import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentStartProps } from '../../schemas/generated/blocks/AssessmentStartProps.ts'
import { ButtonLink, Section } from '../shared/layout.tsx'
import { ContentWithPicture } from '../shared/ContentWithPicture.tsx'
import {
  AssessmentStoreProvider,
  useAnswersRestored,
  useAssessment,
  useAssessmentStoreApi,
} from '../shared/assessment/AssessmentStoreContext.tsx'
import { questionHref } from '../shared/assessment/assessmentUrls.ts'

export function AssessmentStart(block: BlockProps<AssessmentStartProps>) {
  return (
    <AssessmentStoreProvider>
      <StartStep {...block} />
    </AssessmentStoreProvider>
  )
}

function StartStep({ id, props }: BlockProps<AssessmentStartProps>) {
  const store = useAssessmentStoreApi()
  const restored = useAnswersRestored()
  const hasAnswers = useAssessment((state) => state.selectedOptions.length > 0)
  const savedIndex = useAssessment((state) => state.currentQuestionIndex)
  const pastQuestions = useAssessment((state) => state.currentStep === 'review' || state.currentStep === 'contact-us')
  const resuming = restored && hasAnswers

  // A fresh start: new answers, a new assessment id, the first question. Runs before the link navigates.
  const startOver = () => {
    const state = store.getState()
    state.reset()
    state.ensureAssessmentId()
    state.setStep('questions')
  }

  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <ContentWithPicture image={props.image}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        {props.intro && <p>{props.intro}</p>}
        {props.points && props.points.length > 0 && (
          <ul>
            {props.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {resuming ? (
          <>
            <p>{props.savedAnswersText}</p>
            <div css={css`display: flex; flex-wrap: wrap; gap: 1rem; align-items: center;`}>
              <ButtonLink href={pastQuestions ? props.reviewPath : questionHref(props.questionsPath, savedIndex)}>
                {props.continueLabel}
              </ButtonLink>
              <a href={questionHref(props.questionsPath, 0)} onClick={startOver}>
                {props.startOverLabel}
              </a>
            </div>
          </>
        ) : (
          <ButtonLink href={questionHref(props.questionsPath, 0)} onClick={startOver}>
            {props.startLabel}
          </ButtonLink>
        )}
      </ContentWithPicture>
    </Section>
  )
}
