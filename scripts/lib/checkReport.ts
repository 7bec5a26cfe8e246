import { type ConfigIssue, formatIssue } from '../../runtime/config/ConfigIssue.ts'

/** How config:check prints: `text` for people (file:line:col path: message), `github` for GitHub Actions. */
export type CheckFormat = 'text' | 'github'

export interface CheckReport {
  /** Lines for stderr: every problem and warning. */
  problems: string[]
  failed: boolean
}

/**
 * What config:check says about the problems and warnings it found. Warnings (an ended schedule, a catalogue
 * that cannot be verified offline) never fail the check, except with `strict` (pull requests), where they
 * are errors like the rest.
 */
export function checkReport(
  issues: readonly ConfigIssue[],
  warnings: readonly ConfigIssue[],
  options: { strict: boolean; format: CheckFormat },
): CheckReport {
  const errors = options.strict ? [...issues, ...warnings] : issues
  const softWarnings = options.strict ? [] : warnings
  const problems =
    options.format === 'github'
      ? [...softWarnings.map((w) => githubAnnotation('warning', w)), ...errors.map((e) => githubAnnotation('error', e))]
      : [...softWarnings.map((w) => `warning: ${formatIssue(w)}`), ...errors.map(formatIssue)]
  return { problems, failed: errors.length > 0 }
}

/**
 * One GitHub Actions workflow command: `::error file=routes.json,line=12,col=7,title=config%3Acheck::message`,
 * which GitHub shows on that line of the pull request's diff. The message is the text format's line without
 * its location (the JSON path, what was expected, the value found).
 */
export function githubAnnotation(level: 'error' | 'warning', issue: ConfigIssue): string {
  const properties = [
    `file=${escapeProperty(issue.file)}`,
    `line=${issue.line}`,
    `col=${issue.column}`,
    `title=${escapeProperty('config:check')}`,
  ]
  const location = `${issue.file}:${issue.line}:${issue.column}`
  const message = formatIssue(issue).slice(location.length).replace(/^ /, '').replace(/^: /, '')
  return `::${level} ${properties.join(',')}::${escapeData(message)}`
}

/** The escapes GitHub's workflow commands require in a message (actions/toolkit, command.ts). */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** In a property value, `:` and `,` are escaped too, since they separate the properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')
}

/** `--format github`, `--format=github`; text when absent. */
export function parseFormat(value: string | undefined): CheckFormat {
  if (value === undefined || value === 'text') return 'text'
  if (value === 'github') return 'github'
  throw new Error(`--format must be text or github (found ${value})`)
}
