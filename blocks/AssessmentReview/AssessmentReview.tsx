import { css, useTheme } from '@emotion/react'
import { useEffect } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentReviewProps } from '../../schemas/generated/blocks/AssessmentReviewProps.ts'
import {
  type Recommendation,
  type StatedBudget,
  recommendPackage,
  shopHrefFor,
  signalsFor,
} from '../../services/assessment/index.ts'
import { FINANCING_MONTHS } from '../../services/catalogue/index.ts'
import { ButtonLink, Container, Section } from '../shared/layout.tsx'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import {
  AssessmentStoreProvider,
  useAnswersRestored,
  useAssessment,
  useAssessmentStoreApi,
} from '../shared/assessment/AssessmentStoreContext.tsx'
import { questionHref } from '../shared/assessment/assessmentUrls.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { formatDollars, formatMonthly } from '../shared/assessment/money.ts'
import { deviceReasons, packageItemReasons } from './deviceReasons.ts'
import { PriceSummary } from './PriceSummary.tsx'
import { ReasonLines } from './ReasonLines.tsx'
import { DeviceLine, deviceListCss } from './DeviceLine.tsx'
import { packageLineText, packageLines } from './packageLines.ts'

type Props = BlockProps<AssessmentReviewProps, AssessmentBlockData>

/** Catalogue lines that are fees, not equipment, are not listed (spec §9.4). */
const HIDDEN_ITEM_TYPES = new Set(['Activation Fee', 'RMR'])

export function AssessmentReview(block: Props) {
  return (
    <AssessmentStoreProvider>
      <ReviewStep {...block} />
    </AssessmentStoreProvider>
  )
}

function ReviewStep({ id, props, data }: Props) {
  const theme = useTheme()
  const store = useAssessmentStoreApi()
  const restored = useAnswersRestored()
  const selected = useAssessment((state) => state.selectedOptions)

  useEffect(() => {
    if (restored) store.getState().setStep('review')
  }, [restored, store])

  // The answers live in this browser only, so the server renders a placeholder and the browser fills it in.
  if (!restored) {
    return (
      <Section id={id}>
        <Container>
          <p role="status">{props.loadingText}</p>
        </Container>
      </Section>
    )
  }
  if (selected.length === 0) {
    return (
      <Section id={id}>
        <Container>
          <p>{props.emptyText}</p>
          <ButtonLink href={props.startPath}>{props.startLabel}</ButtonLink>
        </Container>
      </Section>
    )
  }

  const chosen = new Set(selected.map((option) => option.id))
  const recommendation = recommendPackage({
    selected: signalsFor(data.questions, selected),
    packages: data.packages,
    devices: data.devices,
  })
  const pkg = recommendation ? data.packages.find((candidate) => candidate.id === recommendation.package.id) : undefined
  const needed = (type: string) => recommendation?.needs.find((need) => need.type === type)?.quantity ?? 0
  const reasonsFor = (type: string) =>
    recommendation ? deviceReasons(type, recommendation.reasons, data.questions, props) : []
  // One line per device: the package's, with the units added to it and the reasons on it (sixth walkthrough, D17).
  const included = packageLines(
    pkg?.items.filter((item) => !HIDDEN_ITEM_TYPES.has(item.type)) ?? [],
    recommendation?.addDevices ?? [],
  )
  const budgetChoice = recommendation?.budgetChoice
  // Financed: the equipment over 48 months, as the price summary and the shop's cards give it (installation is paid
  // on the day).
  const monthly = recommendation && formatMonthly(recommendation.estimatedTotal)
  // Over the up-front budget, within the monthly one: it fits when financed, and the page says so.
  const fitsWhenFinanced =
    recommendation?.budgetFinanced === true && recommendation.overSmallerBudget?.financed === false
  // "$1,000" for an up-front budget, "$40 a month" for a monthly one (its total over 48 payments).
  const budgetWords = (budget: StatedBudget) =>
    budget.financed
      ? fillTemplate(props.monthlyBudgetText, { perMonth: formatDollars(budget.amount / FINANCING_MONTHS) })
      : formatDollars(budget.amount)
  const pictureOf = (deviceId: string) => data.devices.find((device) => device.id === deviceId)?.imageUrl
  const pricesOf = (choice: Pick<Recommendation, 'estimatedTotal' | 'upFrontTotal' | 'package'>) => ({
    equipment: choice.estimatedTotal,
    upFront: choice.upFrontTotal,
    installation: choice.package.installation,
    monitoring: choice.package.monitoring,
  })

  return (
    <Section id={id} data-answers-restored="true">
      <Container
        css={css`display: grid; gap: 2.5rem; ${theme.mq.lg} { grid-template-columns: 3fr 2fr; align-items: start; }`}
      >
        {/* The recommendation is the page's point, so it comes first: above the answers on a phone, the wider
            column on a desk (fifth walkthrough, D13). */}
        {recommendation && pkg && (
          <section
            aria-labelledby={`${id}-recommendation`}
            data-recommended-package={recommendation.package.id}
            css={css`padding: 1rem; border-radius: 1rem; background: ${theme.palette.lightblue}; ${theme.mq.sm} { padding: 1.5rem; }`}
          >
            <h2 id={`${id}-recommendation`} css={css`margin-top: 0;`}>
              {props.recommendationHeading}
            </h2>
            <h3 css={css`font-size: 1.5rem; margin: 0;`}>{pkg.title}</h3>
            <p css={css`margin: 0.25rem 0 1rem; font-size: 1.25rem; font-weight: 700;`}>
              {formatDollars(pkg.listPrice)}
            </p>
            <h4>{props.includesHeading}</h4>
            <ul css={deviceListCss}>
              {included.lines.map((line) => (
                <DeviceLine
                  key={`${line.item.type}-${line.item.name}`}
                  name={line.item.name}
                  imageUrl={line.item.imageUrl}
                >
                  {packageLineText(line, props)}
                  <ReasonLines
                    lines={packageItemReasons(
                      reasonsFor(line.item.type),
                      line.item.quantity + (line.added?.quantity ?? 0) - needed(line.item.type),
                      props,
                    )}
                  />
                </DeviceLine>
              ))}
            </ul>
            {included.separate.length > 0 && (
              <>
                <h4>{props.addedHeading}</h4>
                <ul css={deviceListCss}>
                  {included.separate.map((device) => (
                    <DeviceLine key={device.id} name={device.name} imageUrl={pictureOf(device.id)}>
                      {device.quantity} × {device.name} ({formatDollars(device.unitPrice)} each)
                      <ReasonLines lines={reasonsFor(device.type)} />
                    </DeviceLine>
                  ))}
                </ul>
              </>
            )}
            <PriceSummary prices={pricesOf(recommendation)} texts={props} />
            {recommendation.withinBudget === false && recommendation.budget !== null && (
              <p>
                {fillTemplate(props.overBudgetText, {
                  budget: budgetWords({ amount: recommendation.budget, financed: recommendation.budgetFinanced }),
                })}
              </p>
            )}
            {fitsWhenFinanced && recommendation.overSmallerBudget && recommendation.budget !== null && monthly && (
              <p data-budget-fit="">
                {fillTemplate(props.financedFitText, {
                  smaller: budgetWords(recommendation.overSmallerBudget),
                  budget: budgetWords({ amount: recommendation.budget, financed: recommendation.budgetFinanced }),
                  monthly,
                })}
              </p>
            )}
            <div css={css`display: flex; flex-wrap: wrap; gap: 1rem; align-items: center;`}>
              <ButtonLink href={shopHrefFor(recommendation, props.shopPath)}>{props.shopLabel}</ButtonLink>
              <a href={props.contactPath}>{props.contactLabel}</a>
            </div>
            {budgetChoice && (
              <section
                aria-labelledby={`${id}-budget-choice`}
                data-budget-choice={budgetChoice.package.id}
                css={css`margin-top: 1.5rem; padding-top: 1.25rem; border-top: 1px solid #9fb3c8;`}
              >
                <h3 id={`${id}-budget-choice`} css={css`margin-top: 0;`}>
                  {fillTemplate(props.budgetChoiceHeading, { budget: budgetWords(budgetChoice.budget) })}
                </h3>
                <p css={css`margin: 0 0 0.5rem; font-weight: 700;`}>{budgetChoice.package.title}</p>
                {budgetChoice.addDevices.length > 0 && (
                  <ul css={deviceListCss}>
                    {budgetChoice.addDevices.map((device) => (
                      <DeviceLine key={device.id} name={device.name} imageUrl={pictureOf(device.id)}>
                        {device.quantity} × {device.name} ({formatDollars(device.unitPrice)} each)
                      </DeviceLine>
                    ))}
                  </ul>
                )}
                <PriceSummary prices={pricesOf(budgetChoice)} texts={props} />
                {budgetChoice.leftOut.length > 0 && (
                  <p>
                    {fillTemplate(props.leftOutText, {
                      devices: budgetChoice.leftOut.map((need) => `${need.quantity} × ${need.name}`).join(', '),
                    })}
                  </p>
                )}
                <ButtonLink href={shopHrefFor(budgetChoice, props.shopPath)}>{props.budgetShopLabel}</ButtonLink>
              </section>
            )}
          </section>
        )}
        <section aria-labelledby={`${id}-answers`}>
          <h2 id={`${id}-answers`}>{props.answersHeading}</h2>
          <dl css={css`margin: 0;`}>
            {data.questions.map((question, index) => {
              const labels = question.options.filter((option) => chosen.has(option.id)).map((option) => option.label)
              const name = question.summaryLabel ?? question.title
              return (
                <div
                  key={question.id}
                  css={css`display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0.75rem 0; border-bottom: 1px solid #d5d8dc;`}
                >
                  <dt css={css`flex: 1 1 12rem; font-weight: 700;`}>{name}</dt>
                  <dd css={css`flex: 2 1 16rem; margin: 0;`}>
                    {labels.length ? labels.join(', ') : props.notAnsweredText}
                  </dd>
                  <dd css={css`margin: 0;`}>
                    <a href={questionHref(props.questionsPath, index, true)}>
                      {props.changeLabel}
                      <span className="visually-hidden"> {name}</span>
                    </a>
                  </dd>
                </div>
              )
            })}
          </dl>
        </section>
      </Container>
    </Section>
  )
}
