import { describe, expect, it } from 'vitest'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('HelpAssistant', () => {
  it('answers a question with the best article, its quoted passage and a link to the passage heading', async () => {
    const { html, model } = await renderUrl(
      '/help-center/assistant?q=' + encodeURIComponent('my smoke detector keeps chirping'),
    )
    expect(html).toContain('<h2 id="help-assistant-answers">Suggested answers</h2>')
    const first = html.indexOf('data-assistant-answer')
    expect(html.slice(first, first + 400)).toContain('Your smoke detector is chirping')
    expect(html).toMatch(/<mark[^>]*>chirp/i)
    expect(html).toMatch(/href="\/help-center\/articles\/smoke-detector-chirping(#[a-z0-9-]+)?"/)
    expect(model.meta.robots).toBe('noindex,follow')
  })

  it('shows only the question form before a question, and says so when nothing answers it', async () => {
    expect((await renderUrl('/help-center/assistant')).html).not.toContain('data-assistant-answer')
    expect((await renderUrl('/help-center/assistant?q=quantum%20chromodynamics')).html).toContain(
      'We could not find an article that answers this.',
    )
  })
})
