import type { Migration } from '../sql.server.ts'

/**
 * "Was this article helpful?" answers under Help Center articles (seventh walkthrough E15): one row per answer, so
 * editors can see which articles fail their readers. No visitor is named: the article, the answer and when.
 */
export const HELP_VOTE_MIGRATIONS: Migration[] = [
  {
    id: 'help-votes-001',
    sql: `
      CREATE TABLE help_article_votes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        article_slug TEXT NOT NULL,
        helpful INTEGER NOT NULL,
        voted_at_ms INTEGER NOT NULL
      );
      CREATE INDEX help_article_votes_article ON help_article_votes (article_slug);
    `,
    postgres: `
      CREATE TABLE help_article_votes (
        id BIGSERIAL PRIMARY KEY,
        article_slug TEXT NOT NULL,
        helpful SMALLINT NOT NULL,
        voted_at_ms BIGINT NOT NULL
      );
      CREATE INDEX help_article_votes_article ON help_article_votes (article_slug);
    `,
  },
]
