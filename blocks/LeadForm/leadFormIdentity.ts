import type { PageContextData } from '../../runtime/PageModel.ts'
import type { LeadFormProps } from '../../schemas/generated/blocks/LeadFormProps.ts'
import type { FormConfig } from '../../schemas/generated/forms.ts'
import type { LeadKind } from '../../services/leads/contract.ts'

/**
 * Who a LeadForm is to the lead API, the same whether its code sends the lead or the browser posts it without
 * scripts (server/leads/leadFormPosts.server.ts): the form id sent with the lead and the lead's kind.
 */

/** The form id sent with the lead: the config key, or the page's own consultation form id (spec §2.10, §9.7). */
export function sentFormIdOf(
  props: Pick<LeadFormProps, 'formId' | 'idFromPage'>,
  context: Pick<PageContextData, 'formIds'>,
): string {
  return props.idFromPage ? context.formIds.consultationModal : props.formId
}

/** The lead's kind: forms.json's `leadKind`, else the form's own (a callback form files callbacks). */
export function leadKindOf(definition: Pick<FormConfig, 'kind' | 'leadKind'>): LeadKind {
  return definition.leadKind ?? (definition.kind === 'callback' ? 'callback' : 'consultation')
}
