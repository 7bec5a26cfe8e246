import type { Migration } from '../sql.server.ts'

/**
 * The embedded chat provider's conversations (server/embedded/chat): one row per conversation, with the signed-in
 * customer's chat context key when there was one, and its messages numbered 1, 2, 3 … within it (the panel asks
 * for "the messages after N"). Idle conversations are deleted when new ones start (ChatStore). 002: the visitor's
 * optional e-mail or phone, asked while no agent is on the phone line (rater report 7, E6), for the team to answer.
 */
export const EMBEDDED_CHAT_MIGRATIONS: Migration[] = [
  {
    id: 'embedded-chat-001',
    sql: `
      CREATE TABLE embedded_chat_conversations (
        id TEXT PRIMARY KEY,
        context_key TEXT,
        created_at_ms INTEGER NOT NULL,
        last_at_ms INTEGER NOT NULL
      );
      CREATE INDEX embedded_chat_conversations_last ON embedded_chat_conversations (last_at_ms);
      CREATE TABLE embedded_chat_messages (
        conversation_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        sender TEXT NOT NULL,
        body TEXT NOT NULL,
        sent_at_ms INTEGER NOT NULL,
        PRIMARY KEY (conversation_id, seq)
      );
    `,
    postgres: `
      CREATE TABLE embedded_chat_conversations (
        id TEXT PRIMARY KEY,
        context_key TEXT,
        created_at_ms BIGINT NOT NULL,
        last_at_ms BIGINT NOT NULL
      );
      CREATE INDEX embedded_chat_conversations_last ON embedded_chat_conversations (last_at_ms);
      CREATE TABLE embedded_chat_messages (
        conversation_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        sender TEXT NOT NULL,
        body TEXT NOT NULL,
        sent_at_ms BIGINT NOT NULL,
        PRIMARY KEY (conversation_id, seq)
      );
    `,
  },
  {
    id: 'embedded-chat-002',
    sql: 'ALTER TABLE embedded_chat_conversations ADD COLUMN contact TEXT;',
  },
]
