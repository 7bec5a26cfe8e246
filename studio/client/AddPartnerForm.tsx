import { type FormEvent, useEffect, useState } from 'react'
import type { NewPartnerOptions } from '../../scripts/lib/addPartner.ts'
import type { FileHashes, PlacedIssue } from './api.ts'
import { MarkdownSummary } from './MarkdownSummary.tsx'
import { FieldErrors, TextField } from './partnerFormFields.tsx'

interface FormChoices {
  kinds: string[]
  catalogIds: string[]
  templateRoutes: string[]
  hashes: FileHashes
}

/** What the form sends: the options of `npm run partner:add`, every one filled in. */
type PartnerDraft = Required<Omit<NewPartnerOptions, 'referralCode'>>

type Answer = {
  error?: string
  issues: Array<PlacedIssue & { field?: string }>
  summary?: string
  saved?: boolean
  pages?: Array<{ key: string; path: string }>
}

const EMPTY: PartnerDraft = {
  id: '',
  name: '',
  kind: 'affiliate',
  slug: '',
  leadSource: '',
  phone: '',
  textPhone: '',
  catalogId: '',
  routes: [],
  enabled: true,
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * A marketer's new partner: the same entry `npm run partner:add` writes, checked as config:check checks it,
 * with the config:diff summary (its pages, phone, lead source, catalogue) shown before it is saved.
 */
export function AddPartnerForm({ onAdded }: { onAdded: () => void }) {
  const [choices, setChoices] = useState<FormChoices | null>(null)
  const [draft, setDraft] = useState<PartnerDraft>(EMPTY)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [checked, setChecked] = useState<string | null>(null)
  useEffect(() => {
    void fetch('/studio/api/partner-form')
      .then((response) => response.json() as Promise<FormChoices>)
      .then((loaded) => {
        setChoices(loaded)
        setDraft((d) => ({ ...d, catalogId: d.catalogId || loaded.catalogIds[0] || '' }))
      })
  }, [])
  if (!choices) return null

  const set = <K extends keyof PartnerDraft>(key: K, value: PartnerDraft[K]) => {
    setChecked(null)
    setDraft((d) => ({ ...d, [key]: value }))
  }
  const send = async (save: boolean) => {
    const response = await fetch('/studio/api/partners', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner: draft, hashes: choices.hashes, save }),
    })
    const body = (await response.json()) as Answer
    setAnswer(body)
    setChecked(response.ok && !save ? JSON.stringify(draft) : null)
    if (response.ok && save) onAdded()
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send(checked === JSON.stringify(draft))
  }
  const errorsFor = (field: string) =>
    answer?.issues.filter((issue) => issue.field === field).map((issue) => issue.message) ?? []
  const ready = checked === JSON.stringify(draft)

  if (answer?.saved) {
    return (
      <section aria-labelledby="add-partner-title" data-partner-added="">
        <h2 id="add-partner-title">Partner added</h2>
        <p>{draft.name} is in partners.json. Its pages:</p>
        <ul>
          {answer.pages?.map((page) => (
            <li key={page.key}>
              <a href={`/studio?page=${encodeURIComponent(page.key)}`}>{page.path}</a>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  return (
    <section aria-labelledby="add-partner-title">
      <h2 id="add-partner-title">Add a partner</h2>
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
        <TextField
          label="Name shown to visitors"
          name="name"
          value={draft.name}
          errors={errorsFor('name')}
          onChange={(name) => {
            set('name', name)
            if (!draft.id || draft.id === slugOf(draft.name))
              setDraft((d) => ({ ...d, name, id: slugOf(name), slug: slugOf(name), leadSource: slugOf(name) }))
          }}
        />
        <TextField
          label="Id (never changes once pages use it)"
          name="id"
          value={draft.id}
          errors={errorsFor('id')}
          onChange={(value) => set('id', value)}
        />
        <TextField
          label="Slug (in the page addresses)"
          name="slug"
          value={draft.slug}
          errors={errorsFor('slug')}
          onChange={(value) => set('slug', value)}
        />
        <TextField
          label="Lead source"
          name="leadSource"
          value={draft.leadSource}
          errors={errorsFor('leadSource')}
          onChange={(value) => set('leadSource', value)}
        />
        <TextField
          label="Phone, written (NXX) XXX-XXXX"
          name="phone"
          value={draft.phone}
          errors={errorsFor('phone')}
          onChange={(value) => set('phone', value)}
        />
        <TextField
          label="Text number, written (NXX) XXX-XXXX (leave empty for the company's text line)"
          name="textPhone"
          value={draft.textPhone}
          errors={errorsFor('textPhone')}
          onChange={(value) => set('textPhone', value)}
        />
        <label>
          Kind{' '}
          <select name="kind" value={draft.kind} onChange={(event) => set('kind', event.target.value)}>
            {choices.kinds.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>
        </label>
        <label>
          Catalogue{' '}
          <select name="catalogId" value={draft.catalogId} onChange={(event) => set('catalogId', event.target.value)}>
            {choices.catalogIds.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Pages made for this partner (template routes)</legend>
          {choices.templateRoutes.map((route) => (
            <label key={route} style={{ display: 'inline-block', marginRight: 12 }}>
              <input
                type="checkbox"
                name="routes"
                value={route}
                checked={draft.routes.includes(route)}
                onChange={(event) =>
                  set(
                    'routes',
                    event.target.checked ? [...draft.routes, route] : draft.routes.filter((r) => r !== route),
                  )
                }
              />{' '}
              {route}
            </label>
          ))}
          <FieldErrors id="routes-errors" messages={errorsFor('routes')} />
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
        {answer && !answer.saved && answer.error && (
          <div role="alert">
            <p>{answer.error}</p>
            <ul>
              {answer.issues
                .filter((issue) => !issue.field)
                .map((issue, i) => (
                  <li key={i}>
                    {issue.file}:{issue.line} {issue.path}: {issue.message}
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
          <button type="submit">{ready ? 'Add to partners.json' : 'Check'}</button>
        </div>
      </form>
    </section>
  )
}
