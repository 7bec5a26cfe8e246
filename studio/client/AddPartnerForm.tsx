import { type FormEvent, useEffect, useId, useState } from 'react'
import type { NewPartnerOptions } from '../../scripts/lib/addPartner.ts'
import type { PartnerPageChoice, PartnerPageWords } from '../fields/partnerPageWords.ts'
import type { FileHashes } from './api.ts'
import { MarkdownSummary } from './MarkdownSummary.tsx'
import { PartnerSettingsFields } from './PartnerSettingsFields.tsx'
import {
  type CatalogueOption,
  FieldErrors,
  OtherProblems,
  type PartnerFormIssue,
  PartnerWordsContext,
  TextField,
  partnerWordsOf,
} from './partnerFormFields.tsx'

/** What the form offers (studio/server/partnerAddition.server.ts), every choice in words, keeping its id. */
interface FormChoices {
  kinds: Array<{ value: string; description: string }>
  catalogues: CatalogueOption[]
  defaultCatalogId: string
  templates: PartnerPageChoice[]
  hashes: FileHashes
}

/** What the form sends: the options of `npm run partner:add`, every one filled in. */
type PartnerDraft = Required<Omit<NewPartnerOptions, 'referralCode'>>

type Answer = {
  error?: string
  issues: PartnerFormIssue[]
  summary?: string
  saved?: boolean
  /** The new partner's pages, by title and address (studio/server/partnerEditing.server.ts partnerPagesOn). */
  pages?: Array<PartnerPageWords & { key: string }>
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

/** The fields this form shows problems under; any other problem is listed under the form. */
const SHOWN_AT = ['name', 'slug', 'id', 'kind', 'phone', 'textPhone', 'leadSource', 'catalogId', 'routes'] as const

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
  const kindId = useId()
  const [choices, setChoices] = useState<FormChoices | null>(null)
  const [draft, setDraft] = useState<PartnerDraft>(EMPTY)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [checked, setChecked] = useState<string | null>(null)
  useEffect(() => {
    void fetch('/studio/api/partner-form')
      .then((response) => response.json() as Promise<FormChoices>)
      .then((loaded) => {
        setChoices(loaded)
        setDraft((d) => ({ ...d, catalogId: d.catalogId || loaded.defaultCatalogId }))
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
  const issuesAt = (field: string) => answer?.issues.filter((issue) => issue.field === field) ?? []
  const ready = checked === JSON.stringify(draft)

  if (answer?.saved) {
    return (
      <section aria-labelledby="add-partner-title" data-partner-added="">
        <h2 id="add-partner-title">Partner added</h2>
        <p>{draft.name} is in partners.json. Its pages:</p>
        <ul>
          {answer.pages?.map((page) => (
            <li key={page.key}>
              <a href={`/studio?page=${encodeURIComponent(page.key)}`}>
                {page.title} <span style={{ color: '#555' }}>({page.path})</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  return (
    <PartnerWordsContext value={partnerWordsOf(choices.templates, choices.kinds, draft)}>
      <section aria-labelledby="add-partner-title">
        <h2 id="add-partner-title">Add a partner</h2>
        <form
          onSubmit={onSubmit}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8, maxWidth: 560 }}
        >
          <TextField
            name="name"
            value={draft.name}
            issues={issuesAt('name')}
            onChange={(name) => {
              set('name', name)
              if (!draft.id || draft.id === slugOf(draft.name))
                setDraft((d) => ({ ...d, name, id: slugOf(name), slug: slugOf(name), leadSource: slugOf(name) }))
            }}
          />
          <TextField
            name="slug"
            help="The partner's part of its page addresses: keystone gives /keystoneoffer."
            value={draft.slug}
            issues={issuesAt('slug')}
            onChange={(value) => set('slug', value)}
          />
          <TextField
            name="id"
            help="How the site's files name this partner; it never changes once pages use it."
            value={draft.id}
            issues={issuesAt('id')}
            onChange={(value) => set('id', value)}
          />
          <div data-partner-field="kind">
            <label htmlFor={kindId} style={{ display: 'block', fontWeight: 600 }}>
              Kind of partner
            </label>
            <select
              id={kindId}
              name="kind"
              value={draft.kind}
              onChange={(event) => set('kind', event.target.value)}
              style={{ maxWidth: '100%' }}
            >
              {choices.kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.description}
                </option>
              ))}
            </select>
            <FieldErrors issues={issuesAt('kind')} field="kind" />
          </div>
          <PartnerSettingsFields
            settings={draft}
            pagesFor={draft}
            catalogues={choices.catalogues}
            templates={choices.templates}
            issuesAt={issuesAt}
            set={set}
          />
          {answer && !answer.saved && <OtherProblems error={answer.error} issues={answer.issues} shownAt={SHOWN_AT} />}
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
    </PartnerWordsContext>
  )
}
