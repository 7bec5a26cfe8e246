import type { LeadKind } from '../contract.ts'
import type { ContactRules } from './schemas.ts'

/**
 * The rules the server applies to a lead request: callback leads need the rent/own choice; a form that
 * asked the security-system question (callback form 1) sends its answer, which must then be Yes or No.
 * E-commerce leads carry the generated e-mail and, when known, the ZIP; names, phone and ZIP may be empty (spec §3.6, §4.7).
 */
export function rulesForLead(request: { kind: LeadKind; answers?: Record<string, unknown> }): ContactRules {
  if (request.kind === 'ecommerce') return 'ecommerce'
  if (request.kind !== 'callback') return 'contact'
  return request.answers && 'do_you_have_a_security_system' in request.answers
    ? 'callbackWithSecuritySystem'
    : 'callback'
}
