import { type ReactNode, createContext, useContext } from 'react'

/**
 * Where a field shows notes about its prop (errors from the last check, "set by partner"). The editor
 * provides the component; custom fields render the slot under their input, Puck's own fields get it
 * through the fieldLabel override.
 */
export const FieldNoteSlotContext = createContext<((prop: string) => ReactNode) | null>(null)

export function FieldNoteSlot({ prop }: { prop: string }) {
  const renderNote = useContext(FieldNoteSlotContext)
  return renderNote ? renderNote(prop) : null
}
