import { type FormEvent, useEffect, useState } from 'react'
import type { FileHashes } from './api.ts'
import { ChicagoTimeInput } from '../fields/scheduleField.tsx'
import { scheduleProblems } from '../fields/scheduleWords.ts'
import type { PartnerPageChoice, PartnerPageWords } from '../fields/partnerPageWords.ts'
import { MarkdownSummary } from './MarkdownSummary.tsx'
import { PartnerSettingsFields } from './PartnerSettingsFields.tsx'
import {
  type CatalogueOption,
  FieldErrors,
  OtherProblems,
  PageList,
  type PartnerFormIssue,
  PartnerWordsContext,
  TextField,
  partnerWordsOf,
} from './partnerFormFields.tsx'

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
  catalogues: CatalogueOption[]
  templates: PartnerPageChoice[]
  /** What fills the pages' addresses: the slug, and for its shop the lead source (or its own route name). */
  partner: { kind: string; slug: string; leadSource: string; routeName?: string }
  kinds: Array<{ value: string; description: string }>
  /** Its pages on the site now: what disabling it takes away. */
  pages: PartnerPageWords[]
  hashes: FileHashes
}

type Answer = {
  error?: string
  issues: PartnerFormIssue[]
  summary?: string
  gone?: PartnerPageWords[]
  saved?: boolean
}

/** The fields this form shows problems under; any other problem is listed under the form. */
const SHOWN_AT = ['name', 'phone', 'textPhone', 'leadSource', 'catalogId', 'routes', 'startsAt', 'endsAt'] as const

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
  const issuesAt = (field: keyof PartnerFields) => answer?.issues.filter((issue) => issue.field === field) ?? []

  if (answer?.saved)
    return (
      <div role="status" data-partner-saved="">
        <p style={{ margin: 0 }}>{draft.name} is saved in partners.json.</p>
        {answer.gone?.length ? (
          <>
            <p style={{ margin: '4px 0 0' }}>These pages went off the site:</p>
            <PageList pages={answer.gone} />
          </>
        ) : null}
      </div>
    )
  const partner = { ...choices.partner, name: draft.name, leadSource: draft.leadSource }
  return (
    <PartnerWordsContext value={partnerWordsOf(choices.templates, choices.kinds, partner)}>
      <form
        onSubmit={onSubmit}
        data-edit-partner={partnerId}
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 8,
          maxWidth: 560,
          padding: 12,
          border: '1px solid #ccd',
          borderRadius: 6,
        }}
      >
        <TextField name="name" value={draft.name} issues={issuesAt('name')} onChange={(v) => set('name', v)} />
        <PartnerSettingsFields
          settings={draft}
          pagesFor={partner}
          catalogues={choices.catalogues}
          templates={choices.templates}
          issuesAt={issuesAt}
          set={set}
        />
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
              <FieldErrors issues={issuesAt(key)} field={key} />
            </div>
          ))}
          <FieldErrors
            sentences={scheduleProblems(
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
            {choices.pages.length ? (
              <>
                <p style={{ margin: 0 }}>Switching {draft.name} off takes these pages off the site:</p>
                <PageList pages={choices.pages} />
              </>
            ) : (
              <p style={{ margin: 0 }}>{draft.name} has no pages on the site now.</p>
            )}
          </div>
        )}
        {ready && answer?.gone?.length && draft.enabled ? (
          <div role="note" data-pages-going="">
            <p style={{ margin: 0 }}>Saving takes these pages off the site:</p>
            <PageList pages={answer.gone} />
          </div>
        ) : null}
        <OtherProblems error={answer?.error} issues={answer?.issues ?? []} shownAt={SHOWN_AT} />
        {ready && answer?.summary && (
          <div data-partner-summary="" style={{ background: '#f6f7f9', padding: 12, fontSize: 13 }}>
            <MarkdownSummary markdown={answer.summary} blockNames={new Map()} />
          </div>
        )}
        <div>
          <button type="submit">{ready ? 'Save to partners.json' : 'Check'}</button>
        </div>
      </form>
    </PartnerWordsContext>
  )
}
