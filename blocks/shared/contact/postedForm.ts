import type { FieldErrors, FieldValues } from 'react-hook-form'
import { usePageContextData } from '../../../runtime/render/PageModelContext.tsx'
import { type PostedLeadForm, leadFormAction } from '../../../services/leads/postedForm.ts'

/**
 * The state a lead form was left in by a post without scripts (server/leads/leadFormPosts.server.ts), when the
 * page was rendered as that post's answer and names this form; otherwise null.
 */
export function usePostedForm(blockId: string | undefined): PostedLeadForm | null {
  const posted = usePageContextData().formPost
  return blockId && posted?.blockId === blockId ? posted : null
}

/**
 * Where a lead form posts without scripts: the page's own URL (its declared query values kept), and back to
 * the form's section when the answer comes (`#blockId`), so the thank-you or the messages are in view.
 */
export function useLeadFormAction(blockId: string | undefined): string {
  const { pathname, query } = usePageContextData()
  return `${leadFormAction(pathname, query)}${blockId ? `#${blockId}` : ''}`
}

/**
 * The errors a form shows: the server's messages from the post until the visitor sends the form again with
 * scripts (then the form's own validation decides), merged under the form's own.
 */
export function shownErrors<Values extends FieldValues>(
  posted: PostedLeadForm | null,
  own: FieldErrors<Values>,
  submitCount: number,
): FieldErrors<Values> {
  if (!posted || submitCount > 0 || !Object.keys(posted.fieldErrors).length) return own
  const fromServer = Object.fromEntries(
    Object.entries(posted.fieldErrors).map(([field, message]) => [field, { type: 'server', message }]),
  )
  return { ...fromServer, ...own }
}
