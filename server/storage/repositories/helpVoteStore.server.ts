import type { SqlExecutor } from '../sql.server.ts'

/** How an article's readers answered "Was this article helpful?". */
export interface HelpVoteTally {
  yes: number
  no: number
}

/** One article's answers, for the help team's report (`npm run help-votes`). */
export interface ArticleVotes extends HelpVoteTally {
  article: string
  /** When its latest answer came (epoch ms). */
  lastAt: number
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

  /**
   * Every answered article's tally, the ones that left most readers without an answer first (most "no", then
   * fewest "yes"): what the help team rewrites first.
   */
  async tallies(limit: number): Promise<ArticleVotes[]> {
    const rows = await this.sql.all<{
      article_slug: string
      yes_votes: number | string
      no_votes: number | string
      last_at: number | string
    }>(
      `SELECT article_slug,
              SUM(CASE WHEN helpful = 1 THEN 1 ELSE 0 END) AS yes_votes,
              SUM(CASE WHEN helpful = 0 THEN 1 ELSE 0 END) AS no_votes,
              MAX(voted_at_ms) AS last_at
         FROM help_article_votes
        GROUP BY article_slug
        ORDER BY no_votes DESC, yes_votes ASC, article_slug ASC
        LIMIT ?`,
      [limit],
    )
    // PostgreSQL gives SUM and BIGINT as strings.
    return rows.map((row) => ({
      article: row.article_slug,
      yes: Number(row.yes_votes),
      no: Number(row.no_votes),
      lastAt: Number(row.last_at),
    }))
  }
}
