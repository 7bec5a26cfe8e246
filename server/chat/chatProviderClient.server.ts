import type { ChatMessage } from '../../services/chat/contract.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { processSecret } from '../embedded/processSecrets.server.ts'

/**
 * What the site asks of the customer chat provider. One HTTP client serves both the embedded default
 * (server/embedded/chat, mounted at /embedded/chat) and the real provider (CHAT_API_URL with CHAT_API_KEY): the
 * same paths, the same ApiKey header, only the base URL changes.
 *
 * The provider's API: `POST {base}/conversations` `{ contextKey }` → 201 `{ conversationId }`;
 * `POST {base}/conversations/{id}/messages` `{ text }` → 201 `{ messages }` (the visitor's and any reply at once);
 * `GET {base}/conversations/{id}/messages?since=N` → `{ messages }`; `POST {base}/conversations/{id}/contact`
 * `{ contact }` → `{ saved: true }` (the visitor's e-mail or phone, for an answer after they left). 404: no such
 * conversation; 409: the conversation is full; 503: the provider takes no new conversation now.
 */
export interface ChatProvider {
  start(contextKey: string | null): Promise<ProviderAnswer<{ conversationId: string }>>
  send(conversationId: string, text: string): Promise<ProviderAnswer<{ messages: ChatMessage[] }>>
  since(conversationId: string, since: number): Promise<ProviderAnswer<{ messages: ChatMessage[] }>>
  saveContact(conversationId: string, contact: string): Promise<ProviderAnswer<{ saved: true }>>
}

/** The provider's answer, or why there is none: `unavailable` covers its refusals and its being unreachable. */
export type ProviderAnswer<T> = ({ ok: true } & T) | { ok: false; reason: 'not_found' | 'full' | 'unavailable' }

/** The provider's key: CHAT_API_KEY, else this process's own (the embedded provider checks it). */
export function chatApiKey(env: NodeJS.ProcessEnv): string {
  return env.CHAT_API_KEY?.trim() || processSecret('chat-api-key')
}

export function chatProviderOf(ctx: ServerContext, fetchImpl: typeof fetch = fetch): ChatProvider {
  const base = ctx.upstreams.chat.baseUrl
  const key = chatApiKey(ctx.env)
  async function call<T>(path: string, body?: unknown): Promise<ProviderAnswer<T>> {
    let response: Response
    try {
      response = await fetchImpl(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Accept: 'application/json',
          ApiKey: key,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
        // Never follow a redirect: it would take the ApiKey to another host.
        redirect: 'manual',
      })
    } catch (error) {
      console.error(`chat provider unreachable: ${(error as Error).message}`)
      return { ok: false, reason: 'unavailable' }
    }
    if (response.status === 404) return { ok: false, reason: 'not_found' }
    if (response.status === 409) return { ok: false, reason: 'full' }
    if (!response.ok) {
      console.error(`chat provider answered ${response.status} for ${path.split('?')[0]}`)
      return { ok: false, reason: 'unavailable' }
    }
    try {
      return { ok: true, ...((await response.json()) as T) }
    } catch {
      return { ok: false, reason: 'unavailable' }
    }
  }
  const conversationPath = (id: string, part: 'messages' | 'contact') =>
    `/conversations/${encodeURIComponent(id)}/${part}`
  return {
    start: (contextKey) => call('/conversations', { contextKey }),
    send: (id, text) => call(conversationPath(id, 'messages'), { text }),
    since: (id, since) => call(`${conversationPath(id, 'messages')}?since=${since}`),
    saveContact: (id, contact) => call(conversationPath(id, 'contact'), { contact }),
  }
}
