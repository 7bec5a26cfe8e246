import { createContext, useContext } from 'react'
import { createUsePuck, useGetPuck } from '@puckeditor/core'
import { puckItemId } from './puckConfig.tsx'

/** Problems from the last check, by block id and top-level prop, and the partner layer's overridden props. */
export interface FieldNotes {
  errors: ReadonlyMap<string, ReadonlyMap<string, string[]>>
  /** Props the partner layer sets, by block id (only on partner pages). */
  partnerProps: ReadonlyMap<string, ReadonlySet<string>>
  /** The template's props by block id, for "use the template's value". */
  templateProps: Readonly<Record<string, Record<string, unknown>>>
}

export const FieldNotesContext = createContext<FieldNotes>({
  errors: new Map(),
  partnerProps: new Map(),
  templateProps: {},
})

const usePuck = createUsePuck()

function useSelectedBlockId(): string | undefined {
  return usePuck((state) => (state.selectedItem ? puckItemId(state.selectedItem) : undefined))
}

/** Shown under a field: what config:check said about this prop of the selected block. */
export function FieldError({ prop }: { prop: string }) {
  const id = useSelectedBlockId()
  const messages = useContext(FieldNotesContext)
    .errors.get(id ?? '')
    ?.get(prop)
  if (!messages?.length) return null
  return (
    <p role="alert" data-field-error={prop} style={{ color: '#a4000f', fontSize: 13, margin: '4px 0 0' }}>
      {messages.join(' ')}
    </p>
  )
}

/**
 * Marks a prop the partner layer overrides, so the editor knows which value the page shows, and offers
 * to put the template's value back (saved in the partner layer, that removes the override).
 */
export function PartnerBadge({ prop }: { prop: string }) {
  const id = useSelectedBlockId()
  const { partnerProps, templateProps } = useContext(FieldNotesContext)
  const getPuck = useGetPuck()
  if (!id || !partnerProps.get(id)?.has(prop)) return null
  const useTemplateValue = () => {
    const { appState, dispatch } = getPuck()
    const index = appState.data.content.findIndex((item) => puckItemId(item) === id)
    const item = appState.data.content[index]
    if (!item) return
    const props: Record<string, unknown> & { id: string } = { ...(item.props as Record<string, unknown>), id }
    const value = templateProps[id]?.[prop]
    if (value === undefined) delete props[prop]
    else props[prop] = structuredClone(value)
    dispatch({
      type: 'replace',
      destinationIndex: index,
      destinationZone: 'root:default-zone',
      data: { ...item, props },
    })
  }
  return (
    <span
      data-partner-override={prop}
      style={{
        marginLeft: 6,
        fontSize: 11,
        padding: '1px 6px',
        borderRadius: 8,
        background: '#fde9c8',
        color: '#5a3b00',
      }}
    >
      set by partner{' '}
      <button
        type="button"
        onClick={useTemplateValue}
        style={{ fontSize: 11 }}
        aria-label={`Use the template's ${prop}`}
      >
        use template’s
      </button>
    </span>
  )
}
