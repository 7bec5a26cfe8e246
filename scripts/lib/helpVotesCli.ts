import type { HelpVoteStore } from '../../server/storage/repositories/helpVoteStore.server.ts'
import { LIMIT_PROBLEM, limitArg } from './limitArg.ts'
import { terminalLines } from './terminalSafe.ts'

const USAGE = `usage: npm run help-votes -- [--limit N]   "Was this article helpful?" per article, the least helpful first`

/**
 * The help team's report of the Help Center's "Was this article helpful?" answers (storage.helpVotes): each answered
 * article's yes and no, the share of readers it helped and its latest answer, the articles that left most readers
 * without an answer first, to rewrite those first.
 */
export async function runHelpVotesCommand(
  votes: Pick<HelpVoteStore, 'tallies'>,
  args: string[],
): Promise<{ output: string; exitCode: number }> {
  const unknown = args.find((arg, i) => arg !== '--limit' && args[i - 1] !== '--limit')
  if (unknown !== undefined) return usage(`unknown argument "${unknown}"`)
  const limit = limitArg(args, 50)
  if (limit === null) return usage(LIMIT_PROBLEM)
  const tallies = await votes.tallies(limit)
  if (!tallies.length) return { output: 'no answers yet', exitCode: 0 }
  const rows = tallies.map((t) => [
    t.article,
    String(t.yes),
    String(t.no),
    `${Math.round((100 * t.yes) / (t.yes + t.no))}%`,
    new Date(t.lastAt).toISOString().slice(0, 16).replace('T', ' '),
  ])
  const header = ['article', 'yes', 'no', 'helped', 'latest answer (UTC)']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ')
  return { output: terminalLines([line(header), ...rows.map(line)]), exitCode: 0 }
}

function usage(problem: string) {
  return { output: terminalLines([problem, USAGE]), exitCode: 2 }
}
