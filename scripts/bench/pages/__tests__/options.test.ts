import { describe, expect, it } from 'vitest'
import { PAGE_KEYS, parseOptions } from '../options.ts'

describe('bench:pages options', () => {
  it('measures every page with five Lighthouse runs by default', () => {
    expect(parseOptions([])).toEqual({
      runs: 5,
      pages: [...PAGE_KEYS],
      lighthouse: true,
      browser: true,
      server: true,
      seconds: 5,
    })
  })

  it('takes --runs, --seconds and --pages in both spellings, and always keeps the bare page', () => {
    const options = parseOptions(['--runs', '1', '--seconds=2', '--pages=shop,home'])
    expect(options.runs).toBe(1)
    expect(options.seconds).toBe(2)
    // In the report's order, with the reference the ratios need.
    expect(options.pages).toEqual(['home', 'shop', 'bare'])
  })

  it('switches parts off', () => {
    const options = parseOptions(['--skip-lighthouse', '--skip-server', '--skip-browser'])
    expect([options.lighthouse, options.server, options.browser]).toEqual([false, false, false])
  })

  it('refuses unknown options, unknown pages and counts that are not whole positive numbers', () => {
    expect(() => parseOptions(['--run', '3'])).toThrow(/unknown option --run/)
    expect(() => parseOptions(['--pages', 'home,blog'])).toThrow(/unknown page blog/)
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs must be/)
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs must be/)
    expect(() => parseOptions(['--runs'])).toThrow(/--runs needs a value/)
  })
})
