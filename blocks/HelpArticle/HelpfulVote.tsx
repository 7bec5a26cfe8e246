import { css, useTheme } from '@emotion/react'
import type { HelpArticleProps } from '../../schemas/generated/blocks/HelpArticleProps.ts'
import { secondaryButton } from '../shared/formButtons.ts'
import { HELPFUL_ANCHOR, HELPFUL_VOTE_ENDPOINT, type HelpfulOutcome } from './helpfulVote.ts'

type HelpfulTexts = NonNullable<HelpArticleProps['helpful']>

/**
 * "Was this article helpful?" with Yes and No (seventh walkthrough E15, as ADT and SimpliSafe ask): two submit
 * buttons of one form, named by its question for screen readers, posted without scripts (helpfulVote.ts). After a
 * vote the page comes back here with the thank-you in its place, announced as a status; "try later" keeps the form.
 */
export function HelpfulVote({
  articleSlug,
  texts,
  outcome,
}: {
  articleSlug: string
  texts: HelpfulTexts
  outcome: HelpfulOutcome | null
}) {
  const theme = useTheme()
  const thanks = outcome === 'yes' ? texts.thanksYes : outcome === 'no' ? texts.thanksNo : null
  return (
    <section
      id={HELPFUL_ANCHOR}
      aria-labelledby={`${HELPFUL_ANCHOR}-question`}
      css={css`
        margin: 2rem 0 0;
        padding: 1.25rem 0 0;
        border-top: 1px solid ${theme.palette.warmgray};
        scroll-margin-top: 6rem;
      `}
    >
      <h2 id={`${HELPFUL_ANCHOR}-question`} css={css`font-size: 1.15rem; margin: 0 0 0.75rem;`}>
        {texts.question}
      </h2>
      {thanks ? (
        <p role="status" data-helpful-thanks={outcome} css={css`margin: 0;`}>
          {thanks}
        </p>
      ) : (
        <>
          {outcome === 'later' && (
            <p role="status" data-helpful-later="" css={css`margin: 0 0 0.75rem;`}>
              {texts.later}
            </p>
          )}
          <form
            method="post"
            action={HELPFUL_VOTE_ENDPOINT}
            aria-labelledby={`${HELPFUL_ANCHOR}-question`}
            css={css`display: flex; flex-wrap: wrap; gap: 0.75rem;`}
          >
            <input type="hidden" name="article" value={articleSlug} />
            <button type="submit" name="helpful" value="yes" css={[secondaryButton(theme), voteButton]}>
              {texts.yes}
            </button>
            <button type="submit" name="helpful" value="no" css={[secondaryButton(theme), voteButton]}>
              {texts.no}
            </button>
          </form>
        </>
      )}
    </section>
  )
}

/** Wide enough to hit with a thumb at 375 px, side by side. */
const voteButton = css`
  min-width: 6.5rem;
  min-height: 2.75rem;
`
