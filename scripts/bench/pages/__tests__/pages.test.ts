import { describe, expect, it } from 'vitest'
import { SECURE_PATH, firstHelpArticlePath, pageTargets } from '../pages.ts'

describe('the measured pages', () => {
  it('takes the first help article the help centre links to', () => {
    const html =
      '<a href="/help-center/search">Search</a><a href="/help-center/articles/arm-and-disarm-your-system">Arm</a>' +
      '<a href="/help-center/articles/request-a-move">Move</a>'
    expect(firstHelpArticlePath(html)).toBe('/help-center/articles/arm-and-disarm-your-system')
    expect(firstHelpArticlePath('<a href="/help-center/category/billing">Billing</a>')).toBeNull()
  })

  it('puts the bare page on the reference server and the others on the site', () => {
    const targets = pageTargets(['home', 'help', 'secure', 'bare'], '/help-center/articles/request-a-move')
    expect(targets.map(({ key, server, path }) => [key, server, path])).toEqual([
      ['home', 'site', '/'],
      ['help', 'site', '/help-center/articles/request-a-move'],
      ['secure', 'site', SECURE_PATH],
      ['bare', 'bare', '/'],
    ])
  })

  it('fails rather than measure without a help article', () => {
    expect(() => pageTargets(['help'], null)).toThrow(/links to no help article/)
    expect(pageTargets(['home'], null)).toHaveLength(1)
  })
})
