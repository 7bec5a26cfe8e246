import { type FormEvent, useEffect, useState } from 'react'
import type { FileHashes, PlacedIssue } from './api.ts'
import { ChicagoTimeInput } from '../fields/scheduleField.tsx'
import { scheduleProblems } from '../fields/scheduleWords.ts'
import { MarkdownSummary } from './MarkdownSummary.tsx'
import { FieldErrors, TextField } from './partnerFormFields.tsx'

interface PartnerFields {
  name: string
  phone: string
  textPhone: string
  leadSource: string
  catalogId: string
  routes: string[]
  enabled: boolean
  startsAt: string
  endsAt: string
}

interface EditChoices {
  id: string
  fields: PartnerFields
  catalogues: Array<{ id: string; name: string; packages: string[] }>
  templates: Array<{ name: string; label: string }>
  pages: string[]
  hashes: FileHashes
}

type Answer = {
  error?: string
  issues: Array<PlacedIssue & { field?: string }>
  summary?: string
  gone?: string[]
  saved?: boolean
}

/**
 * An existing partner in a form: name, phones, lead source, catalogue (by name, with its packages), pages
 * and whether it is live. Check runs the whole site's checks and lists every problem at its field at once;
 * disabling lists the pages that go away; saving writes only the changed keys of its partners.json entry.
 */
export function EditPartnerForm({ partnerId, onSaved }: { partnerId: string; onSaved: () => void }) {
  const [choices, setChoices] = useState<EditChoices | null>(null)
  const [draft, setDraft] = useState<PartnerFields | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [checked, setChecked] = useState<string | null>(null)
  useEffect(() => {
    void fetch(`/studio/api/partners/${encodeURIComponent(partnerId)}`)
      .then((response) => response.json() as Promise<EditChoices>)
      .then((loaded) => {
        setChoices(loaded)
        setDraft(loaded.fields)
      })
  }, [partnerId])
  if (!choices || !draft) return <p>Opening the partner…</p>

  const set = <K extends keyof PartnerFields>(key: K, value: PartnerFields[K]) => {
    setChecked(null)
    setDraft({ ...draft, [key]: value })
  }
  const ready = checked === JSON.stringify(draft)
  const send = async (save: boolean) => {
    const response = await fetch(`/studio/api/partners/${encodeURIComponent(partnerId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: draft, hashes: choices.hashes, save }),
    })
    const body = (await response.json()) as Answer
    setAnswer(body)
    setChecked(response.ok && !save ? JSON.stringify(draft) : null)
    if (response.ok && save) onSaved()
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send(ready)
  }
  const errorsFor = (field: keyof PartnerFields) =>
    answer?.issues.filter((issue) => issue.field === field).map((issue) => issue.message) ?? []
  const catalogue = choices.catalogues.find((candidate) => candidate.id === draft.catalogId)

  if (answer?.saved)
    return (
      <p role="status" data-partner-saved="">
        {draft.name} is saved in partners.json.
        {answer.gone?.length ? ` Pages that went away: ${answer.gone.join(', ')}.` : ''}
      </p>
    )
  return (
    <form
      onSubmit={onSubmit}
      data-edit-partner={partnerId}
      style={{ display: 'grid', gap: 8, maxWidth: 560, padding: 12, border: '1px solid #ccd', borderRadius: 6 }}
    >
      <TextField
        label="Name shown to visitors"
        name="name"
        value={draft.name}
        errors={errorsFor('name')}
        onChange={(v) => set('name', v)}
      />
      <TextField
        label="Sales phone, written (NXX) XXX-XXXX"
        name="phone"
        value={draft.phone}
        errors={errorsFor('phone')}
        onChange={(v) => set('phone', v)}
      />
      <TextField
        label="Text number (the pages' Text link; leave empty for the company's text line)"
        name="textPhone"
        value={draft.textPhone}
        errors={errorsFor('textPhone')}
        onChange={(v) => set('textPhone', v)}
      />
      <TextField
        label="Lead source (names the partner's leads and its shop address)"
        name="leadSource"
        value={draft.leadSource}
        errors={errorsFor('leadSource')}
        onChange={(v) => set('leadSource', v)}
      />
      <label>
        Catalogue{' '}
        <select name="catalogId" value={draft.catalogId} onChange={(event) => set('catalogId', event.target.value)}>
          {choices.catalogues.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      {catalogue && (
        <p data-catalogue-packages="" style={{ margin: 0, fontSize: 13, color: '#333' }}>
          Packages: {catalogue.packages.join(', ') || 'none'}
        </p>
      )}
      <FieldErrors messages={errorsFor('catalogId')} field="catalogId" />
      <fieldset>
        <legend>Pages made for this partner</legend>
        {choices.templates.map((template) => (
          <label key={template.name} style={{ display: 'block' }}>
            <input
              type="checkbox"
              name="routes"
              value={template.name}
              checked={draft.routes.includes(template.name)}
              onChange={(event) =>
                set(
                  'routes',
                  event.target.checked
                    ? [...draft.routes, template.name]
                    : draft.routes.filter((name) => name !== template.name),
                )
              }
            />{' '}
            {template.label}
          </label>
        ))}
        <FieldErrors messages={errorsFor('routes')} field="routes" />
      </fieldset>
      <label>
        <input
          type="checkbox"
          name="enabled"
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />{' '}
        enabled (its pages are live)
      </label>
      <fieldset data-partner-dates="">
        <legend>Dates (Chicago time)</legend>
        <p style={{ margin: '0 0 6px', fontSize: 13 }}>
          Outside these dates the partner's pages are off the site. Leave both empty to keep them live.
        </p>
        {(
          [
            ['startsAt', 'Pages live from', 'The first day its pages are live; without a time, from midnight.'],
            ['endsAt', 'Pages end after', 'The last day its pages are live; without a time, through 11:59 PM.'],
          ] as const
        ).map(([key, label, help]) => (
          <div key={key}>
            <ChicagoTimeInput
              label={label}
              help={help}
              name={key}
              written={draft[key] || undefined}
              onChange={(text) => set(key, text ?? '')}
            />
            <FieldErrors messages={errorsFor(key)} field={key} />
          </div>
        ))}
        <FieldErrors
          messages={scheduleProblems(
            {
              ...(draft.startsAt && { startsAt: draft.startsAt }),
              ...(draft.endsAt && { endsAt: draft.endsAt }),
            },
            { startsAt: 'Pages live from', endsAt: 'Pages end after' },
          )}
          field="schedule"
        />
      </fieldset>
      {!draft.enabled && choices.fields.enabled && (
        <div role="note" data-pages-going="">
          Disabling takes these pages off the site: {choices.pages.join(', ') || 'none'}.
        </div>
      )}
      {answer?.error && (
        <div role="alert">
          <p>{answer.error}</p>
          <ul>
            {answer.issues
              .filter((issue) => !issue.field)
              .map((issue, i) => (
                <li key={i}>
                  {issue.message}
                  <details>
                    <summary>where</summary>
                    {issue.file}:{issue.line} {issue.path}
                  </details>
                </li>
              ))}
          </ul>
        </div>
      )}
      {ready && answer?.summary && (
        <div data-partner-summary="" style={{ background: '#f6f7f9', padding: 12, fontSize: 13 }}>
          <MarkdownSummary markdown={answer.summary} blockNames={new Map()} />
        </div>
      )}
      <div>
        <button type="submit">{ready ? 'Save to partners.json' : 'Check'}</button>
      </div>
    </form>
  )
}
