import type { LeadKind } from '../contract.ts'
import type { ContactRules } from './schemas.ts'

/**
 * The rules the server applies to a lead request: callback leads need the rent/own choice; a form that
 * asked the security-system question (callback form 1) sends its answer, which must then be Yes or No.
 */
export function rulesForLead(request: { kind: LeadKind; answers?: Record<string, unknown> }): ContactRules {
  if (request.kind !== 'callback') return 'contact'
  return request.answers && 'do_you_have_a_security_system' in request.answers ? 'callbackWithSecuritySystem' : 'callback'
}
