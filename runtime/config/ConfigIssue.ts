/** One problem found in a config file, located precisely enough to fix without hunting. */
export interface ConfigIssue {
  file: string
  line: number
  column: number
  /** JSON path of the bad value, e.g. `routes[3].blocks[0].type`. */
  path: string
  message: string
  /** The offending value, when there is one, as it would appear in JSON. */
  value?: string
}

export function formatIssue(issue: ConfigIssue): string {
  const where = `${issue.file}:${issue.line}:${issue.column}`
  const value = issue.value === undefined ? '' : ` (found ${issue.value})`
  const path = issue.path ? ` ${issue.path}` : ''
  return `${where}${path}: ${issue.message}${value}`
}

export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(`Site config has ${issues.length} problem(s):\n${issues.map(formatIssue).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Renders a path array as the JSON path editors and reviewers read: `routes[3].blocks[0].type`. */
export function jsonPathToString(path: ReadonlyArray<string | number>): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part
    else out += `[${JSON.stringify(part)}]`
  }
  return out
}

/** Short JSON rendering of a bad value for messages, cut so a whole block does not flood the output. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}
