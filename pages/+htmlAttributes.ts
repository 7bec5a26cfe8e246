import type { PageContextServer } from 'vike/types'

/**
 * `<html data-lead-submitted>` from the server for a browser that sent a lead without scripts
 * (server/leads/leadSubmittedCookie.server.ts): what the head boot script sets from local storage after a scripted
 * lead, so the forms that hide after a lead show "we have your request" instead (runtime/render/FrameStyles.tsx).
 */
export default function htmlAttributes(pageContext: PageContextServer): Record<string, string> | undefined {
  return pageContext.leadSubmitted ? { 'data-lead-submitted': '' } : undefined
}
