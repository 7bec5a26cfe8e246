import type { ChatMessage, ChatSender } from '../../../services/chat/contract.ts'
import type { SqlExecutor } from '../sql.server.ts'

/** Any number that names "a chat conversation is starting" to pg_advisory_xact_lock; every instance uses the same. */
const CHAT_START_LOCK_KEY = 4_242_017

/** How much the embedded chat keeps (docs/threat-model.md, "The disk"). */
export interface ChatStoreCaps {
  /** Conversations kept at once; a new one past this is refused (the site answers 503 and offers the text line). */
  maxConversations: number
  /** Messages one conversation holds; a message past this is refused. */
  maxMessagesPerConversation: number
  /** A conversation with no message for this long is deleted when a new one starts. */
  idleMs: number
}

export interface StoredConversation {
  id: string
  contextKey: string | null
  createdAt: number
}

/** A conversation as the operator reads it: with the contact the visitor left, if any (null otherwise). */
export interface FoundConversation extends StoredConversation {
  contact: string | null
}

export interface ConversationSummary extends StoredConversation {
  lastAt: number
  messages: number
  /** Who wrote the last message; null before the first. */
  lastFrom: ChatSender | null
}

export type AddedMessage = { kind: 'added'; message: ChatMessage } | { kind: 'not_found' } | { kind: 'full' }

/**
 * The embedded chat provider's conversations and messages (tables embedded_chat_*, migration embedded-chat-001).
 * Every write that depends on a count runs in one transaction, so two requests at once cannot pass a cap together
 * nor number two messages alike.
 */
export class ChatStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Starts a conversation; false when the store already holds `caps.maxConversations` after idle ones went. */
  async start(conversation: StoredConversation, caps: ChatStoreCaps): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      // PostgreSQL: one start at a time across instances, or two could each count one place left. (SQLite's
      // transactions already run one at a time.)
      if (tx.dialect === 'postgres') await tx.run('SELECT pg_advisory_xact_lock(?)', [CHAT_START_LOCK_KEY])
      const idleBefore = conversation.createdAt - caps.idleMs
      await tx.run(
        `DELETE FROM embedded_chat_messages WHERE conversation_id IN
           (SELECT id FROM embedded_chat_conversations WHERE last_at_ms < ?)`,
        [idleBefore],
      )
      await tx.run('DELETE FROM embedded_chat_conversations WHERE last_at_ms < ?', [idleBefore])
      const held = await tx.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM embedded_chat_conversations')
      if (Number(held?.n ?? 0) >= caps.maxConversations) return false
      await tx.run(
        'INSERT INTO embedded_chat_conversations (id, context_key, created_at_ms, last_at_ms) VALUES (?, ?, ?, ?)',
        [conversation.id, conversation.contextKey, conversation.createdAt, conversation.createdAt],
      )
      return true
    })
  }

  async find(id: string): Promise<FoundConversation | null> {
    const row = await this.sql.get<{
      id: string
      context_key: string | null
      created_at_ms: number | string
      contact: string | null
    }>('SELECT id, context_key, created_at_ms, contact FROM embedded_chat_conversations WHERE id = ?', [id])
    return row
      ? { id: row.id, contextKey: row.context_key, createdAt: Number(row.created_at_ms), contact: row.contact }
      : null
  }

  /**
   * Keeps the visitor's e-mail or phone (checked by services/chat checkChatContact) with the conversation, replacing
   * any earlier one; false when there is no such conversation. Only stored, for the support team to read.
   */
  async setContact(conversationId: string, contact: string): Promise<boolean> {
    const changed = await this.sql.run('UPDATE embedded_chat_conversations SET contact = ? WHERE id = ?', [
      contact,
      conversationId,
    ])
    return changed > 0
  }

  /** Adds a message after the conversation's last one. */
  async add(
    conversationId: string,
    message: { from: ChatSender; text: string; sentAt: number },
    caps: Pick<ChatStoreCaps, 'maxMessagesPerConversation'>,
  ): Promise<AddedMessage> {
    return this.sql.transaction(async (tx) => {
      // The conversation's row locked (PostgreSQL) until commit: two messages at once get numbers one after another.
      const known = await tx.get<{ id: string }>(
        `SELECT id FROM embedded_chat_conversations WHERE id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE' : ''}`,
        [conversationId],
      )
      if (!known) return { kind: 'not_found' }
      const last = await tx.get<{ seq: number | string | null }>(
        'SELECT MAX(seq) AS seq FROM embedded_chat_messages WHERE conversation_id = ?',
        [conversationId],
      )
      const seq = Number(last?.seq ?? 0) + 1
      if (seq > caps.maxMessagesPerConversation) return { kind: 'full' }
      await tx.run(
        'INSERT INTO embedded_chat_messages (conversation_id, seq, sender, body, sent_at_ms) VALUES (?, ?, ?, ?, ?)',
        [conversationId, seq, message.from, message.text, message.sentAt],
      )
      await tx.run('UPDATE embedded_chat_conversations SET last_at_ms = ? WHERE id = ?', [
        message.sentAt,
        conversationId,
      ])
      return { kind: 'added', message: { seq, ...message } }
    })
  }

  /** The conversation's messages after `since`, oldest first; null when there is no such conversation. */
  async since(conversationId: string, since: number): Promise<ChatMessage[] | null> {
    // One query for every poll of every open panel: the conversation's row joined to its newer messages, so no
    // row at all means no conversation, and one row without a message means nothing new.
    const rows = await this.sql.all<{
      seq: number | string | null
      sender: ChatSender
      body: string
      sent_at_ms: number | string
    }>(
      `SELECT m.seq, m.sender, m.body, m.sent_at_ms FROM embedded_chat_conversations c
       LEFT JOIN embedded_chat_messages m ON m.conversation_id = c.id AND m.seq > ?
       WHERE c.id = ? ORDER BY m.seq`,
      [since, conversationId],
    )
    if (!rows.length) return null
    return rows.flatMap((row) =>
      row.seq === null
        ? []
        : [{ seq: Number(row.seq), from: row.sender, text: row.body, sentAt: Number(row.sent_at_ms) }],
    )
  }

  /** The conversations last written to first, with how many messages each holds and who wrote last (`npm run chats`). */
  async recent(limit: number): Promise<ConversationSummary[]> {
    const rows = await this.sql.all<{
      id: string
      context_key: string | null
      created_at_ms: number | string
      last_at_ms: number | string
      messages: number | string
      last_sender: ChatSender | null
    }>(
      `SELECT c.id, c.context_key, c.created_at_ms, c.last_at_ms,
         (SELECT COUNT(*) FROM embedded_chat_messages m WHERE m.conversation_id = c.id) AS messages,
         (SELECT m.sender FROM embedded_chat_messages m WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) AS last_sender
       FROM embedded_chat_conversations c ORDER BY c.last_at_ms DESC LIMIT ?`,
      [limit],
    )
    return rows.map((row) => ({
      id: row.id,
      contextKey: row.context_key,
      createdAt: Number(row.created_at_ms),
      lastAt: Number(row.last_at_ms),
      messages: Number(row.messages),
      lastFrom: row.last_sender,
    }))
  }

  /** How many conversations are kept (the operator's view, and the tests of the cap). */
  async count(): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM embedded_chat_conversations')
    return Number(row?.n ?? 0)
  }
}
