import type { CustomField } from '@puckeditor/core'
import { createContext, useContext, useId } from 'react'
import { PRICE_TEMPLATE_PREFIX } from '../../runtime/config/templateNames.ts'
import { TemplateValuesContext } from './chipText.tsx'
import { FieldNoteSlot } from './FieldNoteSlot.tsx'
import { FieldHelp, type FieldWords } from './fieldWords.tsx'
import type { PropSchema } from './schemaTypes.ts'

/** A device a product card can take its facts from (`"specs": { "catalogue": "<slug>" }`), as the studio offers it. */
export interface CatalogueDeviceChoice {
  slug: string
  name: string
  /** The facts the card will list, as the catalogue states them (its productSpecification lines). */
  facts: string[]
}

/** The opened page's catalogue devices (studio/server/catalogueDevices.server.ts); the editor provides them. */
export const CatalogueDevicesContext = createContext<readonly CatalogueDeviceChoice[]>([])

/**
 * Which catalogue a `catalogue` prop names, told by what its pattern accepts: a catalogue value
 * (`starter-package.monitoring`: a card's or hero's price) or a device (`outdoor-camera`: a card's facts).
 * Other props get no catalogue field.
 */
export function catalogueFieldKind(name: string, prop: PropSchema): 'price' | 'device' | null {
  if (name !== 'catalogue' || prop.type !== 'string' || !prop.pattern) return null
  const accepts = new RegExp(prop.pattern)
  if (accepts.test('starter-package.monitoring')) return 'price'
  if (accepts.test('outdoor-camera')) return 'device'
  return null
}

const selectCss = { width: '100%', font: 'inherit', fontSize: 13, padding: '4px 6px', boxSizing: 'border-box' as const }

/**
 * A catalogue value picked from the page's own catalogue (its partner's on a partner page), named for people with
 * what it shows today ("Starter monitoring price ($39.99/mo.)"); the file keeps the value's name
 * (`starter-package.monitoring`), as a typed one would. Only the names the prop's pattern accepts are offered.
 */
export function cataloguePriceField(
  label: string,
  prop: PropSchema,
  words: FieldWords,
  optional: boolean,
): CustomField<string | undefined> {
  const accepts = new RegExp(prop.pattern ?? '')
  return {
    type: 'custom',
    label,
    render: function CataloguePriceSelect({ value, onChange, readOnly }) {
      const choices = useContext(TemplateValuesContext)
        .filter((choice) => choice.name.startsWith(PRICE_TEMPLATE_PREFIX))
        .map((choice) => ({ ...choice, name: choice.name.slice(PRICE_TEMPLATE_PREFIX.length) }))
        .filter((choice) => accepts.test(choice.name))
      const options = choices.map((choice) => ({
        value: choice.name,
        text: choice.value ? `${choice.label} (${choice.value})` : choice.label,
      }))
      return (
        <CatalogueSelect
          label={label}
          words={words}
          value={value}
          options={options}
          optional={optional}
          readOnly={readOnly}
          kind="price"
          unknown="not in this page’s catalogue"
          onChange={onChange}
        />
      )
    },
  }
}

/** A device of the page's catalogue for a card's facts, by name; the facts it brings are listed under the choice. */
export function catalogueDeviceField(
  label: string,
  words: FieldWords,
  optional: boolean,
): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: function CatalogueDeviceSelect({ value, onChange, readOnly }) {
      const devices = useContext(CatalogueDevicesContext)
      const chosen = devices.find((device) => device.slug === value)
      return (
        <CatalogueSelect
          label={label}
          words={words}
          value={value}
          options={devices.map((device) => ({ value: device.slug, text: device.name }))}
          optional={optional}
          readOnly={readOnly}
          kind="device"
          unknown="states no facts in this page’s catalogue"
          onChange={onChange}
        >
          {chosen && (
            <ul data-catalogue-facts="" style={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 12 }}>
              {chosen.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          )}
        </CatalogueSelect>
      )
    },
  }
}

/**
 * The select both fields share. A value the list does not hold (typed in the file, or gone from the catalogue) stays
 * chosen and says so: config:check names it too, and picking another replaces it.
 */
function CatalogueSelect(props: {
  label: string
  words: FieldWords
  value: string | undefined
  options: Array<{ value: string; text: string }>
  optional: boolean
  readOnly?: boolean
  kind: 'price' | 'device'
  unknown: string
  onChange: (value: string | undefined) => void
  children?: React.ReactNode
}) {
  const { label, words, value, options, optional, readOnly, kind, unknown, onChange, children } = props
  const id = useId()
  const helpId = useId()
  const listed = value === undefined || options.some((option) => option.value === value)
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
        {label}
      </label>
      <FieldHelp id={helpId} help={words.help} />
      <select
        id={id}
        data-catalogue-field={kind}
        aria-describedby={words.help ? helpId : undefined}
        disabled={readOnly}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        style={selectCss}
      >
        {(optional || value === undefined) && <option value="">(not set)</option>}
        {!listed && (
          <option value={value}>
            {value} ({unknown})
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {children}
      <FieldNoteSlot prop={words.prop} />
    </div>
  )
}
