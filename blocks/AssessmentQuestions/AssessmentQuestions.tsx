import { css, useTheme } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentQuestionsProps } from '../../schemas/generated/blocks/AssessmentQuestionsProps.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { Container, Section } from '../shared/layout.tsx'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import {
  AssessmentStoreProvider,
  useAnswersRestored,
  useAssessment,
  useAssessmentStoreApi,
} from '../shared/assessment/AssessmentStoreContext.tsx'
import { QUESTION_PARAM, questionHref, questionIndexFrom } from '../shared/assessment/assessmentUrls.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { ProgressBar } from '../shared/assessment/ProgressBar.tsx'
import { SelectableCard } from '../shared/assessment/SelectableCard.tsx'
import { primaryButton, secondaryButton } from '../shared/formButtons.ts'

type Props = BlockProps<AssessmentQuestionsProps, AssessmentBlockData>

export function AssessmentQuestions(block: Props) {
  return (
    <AssessmentStoreProvider>
      <QuestionFlow {...block} />
    </AssessmentStoreProvider>
  )
}

/**
 * One question at a time. The question shown follows the URL (`?q=3`), so the server renders the right
 * one and the browser's back and forward buttons move between questions; the store mirrors it.
 */
function QuestionFlow({ id, props, data }: Props) {
  const theme = useTheme()
  const { query, canonicalPath } = usePageContextData()
  const { questions } = data
  const returnToReview = query.return === 'review'
  const store = useAssessmentStoreApi()
  const restored = useAnswersRestored()
  const selected = useAssessment((state) => state.selectedOptions)
  const [index, setIndex] = useState(() => questionIndexFrom(query[QUESTION_PARAM], questions.length))
  const [missingAnswer, setMissingAnswer] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (!restored) return
    const state = store.getState()
    state.ensureAssessmentId()
    state.setStep('questions')
    state.goToQuestion(index)
  }, [restored, index, store])

  useEffect(() => {
    const onPopState = () => {
      moved.current = true
      setMissingAnswer(false)
      setIndex(questionIndexFrom(new URLSearchParams(window.location.search).get(QUESTION_PARAM), questions.length))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [questions.length])

  // After moving to another question, screen-reader and keyboard users start at its heading.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headingRef.current?.focus()
  }, [index])

  const question = questions[index]!
  const isChosen = (optionId: string) => selected.some((option) => option.id === optionId)
  const answered = question.options.some((option) => isChosen(option.id))
  const isLast = index === questions.length - 1

  const showQuestion = (next: number) => {
    window.history.pushState(null, '', questionHref(canonicalPath, next, returnToReview))
    moved.current = true
    setMissingAnswer(false)
    setIndex(next)
  }

  const onNext = () => {
    if (!answered) {
      setMissingAnswer(true)
      requestAnimationFrame(() => errorRef.current?.focus())
      return
    }
    if (returnToReview || isLast) {
      store.getState().setStep('review')
      window.location.assign(props.reviewPath)
      return
    }
    store.getState().nextQuestion()
    showQuestion(index + 1)
  }

  const onBack = () => {
    if (index === 0) window.location.assign(props.startPath)
    else showQuestion(index - 1)
  }

  const choose = (optionId: string, checked: boolean) => {
    const option = { id: optionId, questionId: question.id }
    const state = store.getState()
    if (question.selection === 'single') state.chooseOnly(option)
    else if (checked) state.selectOption(option)
    else state.unselectOption(optionId)
    setMissingAnswer(false)
  }

  const progressText = fillTemplate(props.progressText, { current: index + 1, total: questions.length })
  const helpId = `${id}-help`
  const helpText = [question.help, question.selection === 'multiple' ? props.multipleHint : null]
    .filter(Boolean)
    .join(' ')
  return (
    <Section id={id} aria-labelledby={`${id}-question`} data-answers-restored={restored ? 'true' : undefined}>
      <Container css={css`max-width: 52rem;`}>
        <ProgressBar value={index + 1} max={questions.length} label={props.progressLabel} valueText={progressText} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onNext()
          }}
          css={css`margin-top: 1.5rem;`}
        >
          <fieldset
            aria-describedby={helpText ? helpId : undefined}
            css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}
          >
            <legend css={css`padding: 0;`}>
              <h2 id={`${id}-question`} ref={headingRef} tabIndex={-1} css={css`margin: 0;`}>
                {question.title}
              </h2>
            </legend>
            {helpText && <p id={helpId}>{helpText}</p>}
            <div css={css`display: grid; gap: 0.75rem; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
              {question.options.map((option) => (
                <SelectableCard
                  key={option.id}
                  option={option}
                  name={question.id}
                  type={question.selection === 'single' ? 'radio' : 'checkbox'}
                  checked={isChosen(option.id)}
                  onChange={(checked) => choose(option.id, checked)}
                />
              ))}
            </div>
          </fieldset>
          {missingAnswer && (
            <p ref={errorRef} tabIndex={-1} role="alert" css={css`color: #b3261e; font-weight: 700;`}>
              {props.requiredMessage}
            </p>
          )}
          <div css={css`display: flex; justify-content: space-between; gap: 1rem; margin-top: 1.5rem;`}>
            <button type="button" onClick={onBack} css={secondaryButton(theme)}>
              {props.backLabel}
            </button>
            <button type="submit" css={primaryButton(theme)}>
              {returnToReview ? props.returnLabel : isLast ? props.finishLabel : props.nextLabel}
            </button>
          </div>
        </form>
      </Container>
    </Section>
  )
}
