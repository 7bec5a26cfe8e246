import { describe, expect, it } from 'vitest'
import { type ConfigIssue, formatIssue } from '../../runtime/config/ConfigIssue.ts'
import { checkReport, githubAnnotation, parseFormat } from '../lib/checkReport.ts'

const problem: ConfigIssue = {
  file: 'routes.json',
  line: 12,
  column: 7,
  path: 'routes[3].layout',
  message: 'unknown layout; expected one of: base, checkout, default',
  value: '"fancy"',
}
const ended: ConfigIssue = {
  file: 'partners.json',
  line: 40,
  column: 21,
  path: 'partners[2].schedule.endsAt',
  message: 'ended Wed, Dec 31, 2025, 11:59 PM CT; the pages of partner "guild" answer 404',
  value: '"2025-12-31"',
}
const unlocated: ConfigIssue = {
  file: 'blocks/Foo/schema.json',
  line: 1,
  column: 1,
  path: '',
  message: 'not registered: 100%',
}

describe('config:check --format github', () => {
  it('prints each problem as an annotation at the same file, line and column as the text format', () => {
    expect(githubAnnotation('error', problem)).toBe(
      '::error file=routes.json,line=12,col=7,title=config%3Acheck::routes[3].layout: unknown layout; expected one of: base, checkout, default (found "fancy")',
    )
    expect(formatIssue(problem)).toBe(`routes.json:12:7 ${githubAnnotation('error', problem).split('::')[2]}`)
  })

  it('escapes what GitHub reads as syntax, and leaves out an empty path', () => {
    expect(githubAnnotation('error', unlocated)).toBe(
      '::error file=blocks/Foo/schema.json,line=1,col=1,title=config%3Acheck::not registered: 100%25',
    )
    expect(githubAnnotation('warning', { ...problem, file: 'a,b:c.json', message: 'two\nlines' })).toMatch(
      /^::warning file=a%2Cb%3Ac\.json,line=12,col=7,title=config%3Acheck::routes\[3\]\.layout: two%0Alines/,
    )
  })

  it('reads the format flag', () => {
    expect(parseFormat(undefined)).toBe('text')
    expect(parseFormat('github')).toBe('github')
    expect(() => parseFormat('json')).toThrow('--format must be text or github (found json)')
  })
})

describe('warnings and --strict', () => {
  it('a warning is printed and passes; an error fails', () => {
    expect(checkReport([], [ended], { strict: false, format: 'text' })).toEqual({
      problems: [`warning: ${formatIssue(ended)}`],
      failed: false,
    })
    expect(checkReport([problem], [ended], { strict: false, format: 'github' })).toEqual({
      problems: [githubAnnotation('warning', ended), githubAnnotation('error', problem)],
      failed: true,
    })
  })

  it('with --strict a warning is an error', () => {
    expect(checkReport([], [ended], { strict: true, format: 'text' })).toEqual({
      problems: [formatIssue(ended)],
      failed: true,
    })
    expect(checkReport([], [ended], { strict: true, format: 'github' })).toEqual({
      problems: [githubAnnotation('error', ended)],
      failed: true,
    })
    expect(checkReport([], [], { strict: true, format: 'github' })).toEqual({ problems: [], failed: false })
  })
})
