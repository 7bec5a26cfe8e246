import { createHmac } from 'node:crypto'
import type { Request } from 'express'
import type { CustomerInfo } from '../../services/auth/index.ts'
import { currentSession } from '../auth/currentSession.server.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { randomSecret } from '../storage/siteStorage.server.ts'

/**
 * The chat context key of spec §3.3 (`{chat-provider}_context_key`) for the customer signed in on this request,
 * or null: the provider files the conversation under the customer without the site sending who they are. It is
 * derived from the customer's number (else e-mail) with a secret of the site, so it is the same for every sign-in
 * of one customer and names nobody to anyone without that secret. It exists exactly while the session does: set
 * by signing in, cleared by signing out or the login's end (24 hours, §4.1), as the spec's login state says.
 */
export async function chatContextKeyOf(ctx: ServerContext, req: Request): Promise<string | null> {
  const session = await currentSession(ctx.storage.sessions, req)
  return chatContextKeyFor(ctx, session?.customer)
}

/**
 * The chat context key of a signed-in customer's info, or null when it names nobody: GET /api/session hands it to the
 * browser's login state (spec §4.1's "set or clear the chat context key"), which never sees what it is derived from.
 */
export function chatContextKeyFor(
  ctx: Pick<ServerContext, 'storage'>,
  customer: Pick<CustomerInfo, 'extension_customer_number' | 'email'> | null | undefined,
): string | null {
  const who = customer?.extension_customer_number || customer?.email
  if (!who) return null
  const secret = ctx.storage.keys.get('chat_context_key', randomSecret)
  return createHmac('sha256', secret).update(who).digest('base64url')
}
