import type { CustomField } from '@puckeditor/core'
import { useId } from 'react'
import { linkProblem } from './linkCheck.ts'
import { FieldNoteSlot } from './FieldNoteSlot.tsx'
import { FieldHelp, type FieldWords } from './fieldWords.tsx'

/**
 * Puck field renderers for prop shapes Puck has no field for: lists of short texts (one per line),
 * several values from a fixed set, and links checked against the site's routes.
 */

const inputCss = { width: '100%', font: 'inherit', padding: '6px 8px', boxSizing: 'border-box' as const }

export function stringListField(label: string, words: FieldWords): CustomField<string[] | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, id, readOnly }) => (
      <div>
        <label htmlFor={id} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
          {label} <span style={{ color: '#555' }}>(one per line)</span>
        </label>
        <FieldHelp id={`${id}-help`} help={words.help} />
        <textarea
          id={id}
          aria-describedby={words.help ? `${id}-help` : undefined}
          rows={Math.max(3, (value?.length ?? 0) + 1)}
          style={inputCss}
          readOnly={readOnly}
          value={(value ?? []).join('\n')}
          onChange={(event) => {
            const lines = event.target.value.split('\n')
            onChange(lines.length === 1 && lines[0] === '' ? undefined : lines)
          }}
        />
        <FieldNoteSlot prop={words.prop} />
      </div>
    ),
  }
}

export function multiSelectField(
  label: string,
  options: ReadonlyArray<string | number | boolean>,
  words: FieldWords,
): CustomField<unknown[] | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, readOnly }) => (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 13, marginBottom: 4 }}>{label}</legend>
        <FieldHelp help={words.help} />
        {options.map((option) => {
          const checked = (value ?? []).includes(option)
          return (
            <label key={String(option)} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={checked}
                disabled={readOnly}
                onChange={() =>
                  onChange(checked ? (value ?? []).filter((v) => v !== option) : [...(value ?? []), option])
                }
              />{' '}
              {String(option)}
            </label>
          )
        })}
        <FieldNoteSlot prop={words.prop} />
      </fieldset>
    ),
  }
}

export function linkField(
  label: string,
  routePaths: readonly string[],
  words: FieldWords,
): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: function LinkInput({ value, onChange, id, readOnly }) {
      const hintId = useId()
      const problem = value ? linkProblem(value, routePaths) : null
      return (
        <div>
          <label htmlFor={id} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
            {label}
          </label>
          <FieldHelp id={`${id}-help`} help={words.help} />
          <input
            id={id}
            style={inputCss}
            readOnly={readOnly}
            value={value ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[problem ? hintId : '', words.help ? `${id}-help` : ''].join(' ').trim() || undefined}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
          {problem && (
            <p
              id={hintId}
              role="alert"
              data-link-problem=""
              style={{ color: '#a4000f', fontSize: 13, margin: '4px 0 0' }}
            >
              {problem}
            </p>
          )}
          <FieldNoteSlot prop={words.prop} />
        </div>
      )
    },
  }
}
