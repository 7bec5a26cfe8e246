import type { SqlExecutor } from '../sql.server.ts'

/** How an article's readers answered "Was this article helpful?". */
export interface HelpVoteTally {
  yes: number
  no: number
}

/** The answers to "Was this article helpful?" (table help_article_votes, migration help-votes-001). */
export class HelpVoteStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Keeps one answer for the article. */
  async record(articleSlug: string, helpful: boolean, votedAtMs: number): Promise<void> {
    await this.sql.run('INSERT INTO help_article_votes (article_slug, helpful, voted_at_ms) VALUES (?, ?, ?)', [
      articleSlug,
      helpful ? 1 : 0,
      votedAtMs,
    ])
  }

  /** How many readers of the article answered yes and no. */
  async tally(articleSlug: string): Promise<HelpVoteTally> {
    const rows = await this.sql.all<{ helpful: number | string; votes: number | string }>(
      'SELECT helpful, COUNT(*) AS votes FROM help_article_votes WHERE article_slug = ? GROUP BY helpful',
      [articleSlug],
    )
    const count = (value: number) => Number(rows.find((row) => Number(row.helpful) === value)?.votes ?? 0)
    return { yes: count(1), no: count(0) }
  }
}
