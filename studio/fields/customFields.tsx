import type { CustomField } from '@puckeditor/core'
import { useId } from 'react'
import { linkProblem } from './linkCheck.ts'
import { FieldNoteSlot } from './FieldNoteSlot.tsx'

/**
 * Puck field renderers for prop shapes Puck has no field for: lists of short texts (one per line),
 * several values from a fixed set, and links checked against the site's routes.
 */

const inputCss = { width: '100%', font: 'inherit', padding: '6px 8px', boxSizing: 'border-box' as const }

export function stringListField(label: string): CustomField<string[] | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, id, readOnly }) => (
      <div>
        <label htmlFor={id} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
          {label} <span style={{ color: '#555' }}>(one per line)</span>
        </label>
        <textarea
          id={id}
          rows={Math.max(3, (value?.length ?? 0) + 1)}
          style={inputCss}
          readOnly={readOnly}
          value={(value ?? []).join('\n')}
          onChange={(event) => {
            const lines = event.target.value.split('\n')
            onChange(lines.length === 1 && lines[0] === '' ? undefined : lines)
          }}
        />
        <FieldNoteSlot prop={label} />
      </div>
    ),
  }
}

export function multiSelectField(
  label: string,
  options: ReadonlyArray<string | number | boolean>,
): CustomField<unknown[] | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, readOnly }) => (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 13, marginBottom: 4 }}>{label}</legend>
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
        <FieldNoteSlot prop={label} />
      </fieldset>
    ),
  }
}

export function linkField(label: string, routePaths: readonly string[]): CustomField<string | undefined> {
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
          <input
            id={id}
            style={inputCss}
            readOnly={readOnly}
            value={value ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? hintId : undefined}
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
          <FieldNoteSlot prop={label} />
        </div>
      )
    },
  }
}
