import { type ReactNode, isValidElement } from 'react'

/** A field's words from its schema: the prop it edits (where problems are shown) and its help text. */
export interface FieldWords {
  prop: string
  help?: string
}

/**
 * Rides on a Puck field as its `labelIcon` (Puck hands the icon to the fieldLabel override, and nothing
 * else of the field): the editor's label reads the prop and help text from it. It renders nothing itself.
 */
export function FieldWordsMark(_words: FieldWords): ReactNode {
  return null
}

export function fieldWordsMark(prop: string, help: string | undefined) {
  return <FieldWordsMark prop={prop} help={help} />
}

/** The words a field's label icon carries, or null for a field without them (the Page panel's own fields). */
export function fieldWordsOf(icon: ReactNode): FieldWords | null {
  return isValidElement<FieldWords>(icon) && icon.type === FieldWordsMark ? icon.props : null
}

/** A prop name in words when its schema has no title: `ctaLabel` → "Cta label". */
export function wordsOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The help text under a label. */
export function FieldHelp({ id, help }: { id?: string; help?: string }) {
  if (!help) return null
  return (
    <span id={id} data-field-help="" style={{ display: 'block', fontSize: 12, color: '#555', margin: '0 0 4px' }}>
      {help}
    </span>
  )
}
