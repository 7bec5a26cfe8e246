import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import { routeBlock } from '../../../tests/support/routeBlock.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'

const site = loadSite(repoRoot)

async function renderAt(query: Record<string, string>) {
  const page = pageWithBlocks([routeBlock('assessment-questions', 'AssessmentQuestions')])
  return renderPageHtml({ ...page, context: { ...page.context, query } }, site)
}

describe('AssessmentQuestions block', () => {
  it('renders the question the URL names, with its options as native inputs and an accessible progress bar', async () => {
    const html = await renderAt({ q: '9' })
    const question = site.config.assessmentQuestions.questions[8]!
    expect(question.selection).toBe('multiple')
    expect(html).toContain(`>${question.title}</h2>`)
    expect(html).toMatch(
      /role="progressbar" aria-label="Assessment progress" aria-valuemin="0" aria-valuemax="12" aria-valuenow="9" aria-valuetext="Question 9 of 12"/,
    )
    expect(html.match(/type="checkbox"/g)).toHaveLength(question.options.length)
    expect(html).toMatch(/<img src="\/images\/assessment\/[a-z-]+\.svg" width="96" height="96" alt=""/)
    expect(html).toContain('>Next</button>')
  })

  it('starts at the first question without q, radios for a single choice, and offers to return when editing from the review', async () => {
    const first = await renderAt({})
    expect(first).toContain(`>${site.config.assessmentQuestions.questions[0].title}</h2>`)
    expect(first).toMatch(/type="radio" class="[^"]+" name="home-type"/)
    const last = await renderAt({ q: '12' })
    expect(last).toContain('>See My Recommendation</button>')
    const editing = await renderAt({ q: '3', return: 'review' })
    expect(editing).toContain('>Save and Update My Recommendation</button>')
  })
})
