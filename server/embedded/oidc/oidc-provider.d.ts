/** The small part of oidc-provider (which ships no types) that the embedded identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId: string }
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    Grant: {
      new (properties: { clientId: string; accountId: string }): GrantInstance
      find(id: string): Promise<GrantInstance | undefined>
    }
    Client: { Schema: { prototype: { invalidate(message: string, code?: string): void } } }
    on(event: string, listener: (...args: unknown[]) => void): void
  }
}
