import type { ReactNode } from 'react'
import type { AvailabilityLine } from '../../services/hours/availabilityBootScript.ts'
import { useAvailability } from './useAvailability.ts'

interface ByAvailabilityProps {
  line: AvailabilityLine
  open: ReactNode
  closed: ReactNode
  /**
   * What shows if availability was never decided (the inline boot script did not run, i.e. scripts are off):
   * nothing (a status must not guess), the closed variant, or the open variant. Whichever it is must be true
   * at every hour, because the page cannot know the hour: a sales line's closed variant (the fixed hours, no
   * number: spec 4.10 forbids the link while sales is closed) is; a support call link beside its hours is too,
   * whereas "closed now" would be false at 10:00 on a weekday.
   */
  undecided?: 'nothing' | 'closed' | 'open'
  /**
   * What the server HTML says where scripts never run (turned off): neither variant can be chosen then, so a
   * status must still say something true in words, such as the fixed hours. Rendered in a noscript element;
   * given, it replaces the `undecided` variant there (which still shows if scripts run but nothing decided).
   */
  withoutScripts?: ReactNode
}

/**
 * The one way a block shows something that depends on business hours (spec 4.10). Before hydration both
 * variants are in the HTML and the CSS of GlobalStyles shows the one the head boot script decided, so the
 * first paint is right; once hydrated, only the matching variant is rendered.
 */
export function ByAvailability({ line, open, closed, undecided = 'nothing', withoutScripts }: ByAvailabilityProps) {
  const availability = useAvailability()
  if (availability.known) return <>{availability[line] ? open : closed}</>
  // With scripts off the noscript words stand in for the undecided variant (GlobalStyles hides it then).
  const scriptedOnly = withoutScripts === undefined ? {} : { 'data-scripted-only': '' }
  return (
    <>
      <span
        {...(undecided === 'open' ? { 'data-when-not-closed': line } : { 'data-when-open': line })}
        {...(undecided === 'open' ? scriptedOnly : {})}
        style={{ display: 'contents' }}
      >
        {open}
      </span>
      <span
        {...(undecided === 'closed' ? { 'data-when-not-open': line } : { 'data-when-closed': line })}
        {...(undecided === 'closed' ? scriptedOnly : {})}
        style={{ display: 'contents' }}
      >
        {closed}
      </span>
      {withoutScripts !== undefined && <noscript>{withoutScripts}</noscript>}
    </>
  )
}

/**
 * Content that only makes sense once availability is decided, such as a group's hours row beside a status that
 * says the hours itself when nothing decides it (StatusBadge without scripts): GlobalStyles hides it while <html>
 * carries no decision, so the words are not said twice.
 */
export function WhenDecided({ line, children }: { line: AvailabilityLine; children: ReactNode }) {
  const { known } = useAvailability()
  if (known) return <>{children}</>
  return (
    <span data-when-decided={line} style={{ display: 'contents' }}>
      {children}
    </span>
  )
}
