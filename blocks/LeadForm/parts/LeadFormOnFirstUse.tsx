import { DeferredPart } from '../../../runtime/islands/DeferredPart.tsx'
import type { LeadFormByKindProps } from './LeadFormByKind.tsx'

const loadForm = () => import('./LeadFormByKind.tsx').then((module) => module.LeadFormByKind)

// The server renders the form into the page at once: its code is loaded before any render there.
const serverForm = typeof window === 'undefined' ? await loadForm() : undefined

/**
 * A lead form whose code (react-hook-form, validators) loads when the visitor first uses it (DeferredPart);
 * `now` where it fills itself in from the browser at once (a referral code from the query or the session).
 */
export function LeadFormOnFirstUse({ now, ...props }: LeadFormByKindProps & { now: boolean }) {
  return <DeferredPart load={loadForm} serverComponent={serverForm} props={props} now={now} />
}
