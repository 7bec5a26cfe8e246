import { useId } from 'react'

/** A labelled text input of the studio's partner forms, with its problems as sentences under it. */
export function TextField({
  label,
  name,
  value,
  errors,
  onChange,
}: {
  label: string
  name: string
  value: string
  errors: string[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block' }}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-errors` : undefined}
        style={{ width: '100%' }}
      />
      <FieldErrors id={`${id}-errors`} messages={errors} field={name} />
    </div>
  )
}

/** The problems of one field (or of the form), announced beside what they are about. */
export function FieldErrors({ id, messages, field }: { id?: string; messages: string[]; field?: string }) {
  if (!messages.length) return null
  return (
    <p id={id} data-field-error={field} style={{ color: '#a4000f', margin: '2px 0 0', fontSize: 13 }}>
      {messages.join('; ')}
    </p>
  )
}
