/** The commands' usage problem for a `--limit` that is not a positive whole number. */
export const LIMIT_PROBLEM = '--limit needs a positive whole number'

/**
 * The number after `--limit` in a command's arguments, `fallback` when there is no `--limit`, or null when what
 * follows it is not a positive whole number (the command answers its usage with LIMIT_PROBLEM).
 */
export function limitArg(args: string[], fallback: number): number | null {
  const at = args.indexOf('--limit')
  const limit = at === -1 ? fallback : Number(args[at + 1])
  return Number.isInteger(limit) && limit >= 1 ? limit : null
}
