import { createContext, useContext, useId } from 'react'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { ReusedPartnerValue } from '../../runtime/config/checkPartnerReferences.ts'
import {
  PARTNER_FIELD_LABELS,
  type PartnerFieldName,
  type PartnerPageChoice,
  type PartnerPageWords,
  partnerPageWords,
} from '../fields/partnerPageWords.ts'
import { NO_WORDS, type PartnerWords, partnerIssueSentence } from './partnerIssueSentences.ts'

/** How the form around a problem names pages and kinds, so its sentences use the same words. */
export const PartnerWordsContext = createContext<PartnerWords>(NO_WORDS)

/** The words of a form offering these pages and kinds to this partner. */
export function partnerWordsOf(
  templates: readonly PartnerPageChoice[],
  kinds: ReadonlyArray<{ value: string; description: string }>,
  partner: { name: string; slug: string; leadSource: string; routeName?: string },
): PartnerWords {
  return {
    pageTitle: (name) => {
      const template = templates.find((candidate) => candidate.name === name)
      return template && partnerPageWords(template, partner).title
    },
    // "Association: a members' association…" is named "Association" in a sentence.
    kindName: (kind) => kinds.find((candidate) => candidate.value === kind)?.description.split(':')[0],
  }
}

/** A problem the server found, tied to the form field it is about (none: elsewhere on the site). */
export type PartnerFormIssue = ConfigIssue & { field?: string; reused?: ReusedPartnerValue }

/** The field a server problem names, if the form has it. */
export function formFieldOf(issue: PartnerFormIssue): PartnerFieldName | undefined {
  return issue.field && issue.field in PARTNER_FIELD_LABELS ? (issue.field as PartnerFieldName) : undefined
}

/** A labelled text input of the studio's partner forms, with its problems as sentences under it. */
export function TextField({
  name,
  value,
  help,
  issues,
  onChange,
}: {
  name: PartnerFieldName
  value: string
  /** One line under the label: what the value is for, how to write it. */
  help?: string
  issues: readonly PartnerFormIssue[]
  onChange: (value: string) => void
}) {
  const id = useId()
  const described = [help && `${id}-help`, issues.length && `${id}-errors`].filter(Boolean).join(' ')
  return (
    <div data-partner-field={name}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
        {PARTNER_FIELD_LABELS[name]}
      </label>
      {help && (
        <p id={`${id}-help`} style={{ margin: '0 0 2px', fontSize: 13, color: '#444' }}>
          {help}
        </p>
      )}
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={described || undefined}
        style={{ width: '100%', boxSizing: 'border-box' }}
      />
      <FieldErrors id={`${id}-errors`} issues={issues} field={name} />
    </div>
  )
}

/**
 * The problems of one field (or of the rest of the site), each a sentence beside what it is about; the
 * checker's own words and where in the file it found them stay in a details line for developers.
 * `sentences` are problems the form finds itself (dates in the wrong order), which have no file.
 */
export function FieldErrors({
  id,
  issues = [],
  sentences = [],
  field,
}: {
  id?: string
  issues?: readonly PartnerFormIssue[]
  sentences?: readonly string[]
  field?: PartnerFieldName | 'schedule'
}) {
  const words = useContext(PartnerWordsContext)
  if (!issues.length && !sentences.length) return null
  const own = field && field !== 'schedule' ? field : undefined
  return (
    <div id={id} data-field-error={field} style={{ color: '#a4000f', margin: '2px 0 0', fontSize: 13 }}>
      {sentences.map((sentence) => (
        <p key={sentence} style={{ margin: 0 }}>
          {sentence}
        </p>
      ))}
      {issues.map((issue, i) => (
        <div key={i} data-partner-issue="">
          <p style={{ margin: 0 }}>{partnerIssueSentence(issue, own ?? formFieldOf(issue), words)}</p>
          <details style={{ color: '#555' }}>
            <summary>For developers</summary>
            <code data-issue-where="">
              {issue.file}:{issue.line}:{issue.column} {issue.path}: {issue.message}
              {issue.value !== undefined && ` (found ${issue.value})`}
            </code>
          </details>
        </div>
      ))}
    </div>
  )
}

/**
 * How many problems the check found, and those no field of this form shows (another file the partner breaks,
 * a key the form does not edit), listed with the same words: none is left out.
 */
export function OtherProblems({
  error,
  issues,
  shownAt,
}: {
  error?: string
  issues: readonly PartnerFormIssue[]
  /** The fields this form shows problems under. */
  shownAt: readonly PartnerFieldName[]
}) {
  if (!error) return null
  const elsewhere = issues.filter((issue) => {
    const field = formFieldOf(issue)
    return !field || !shownAt.includes(field)
  })
  return (
    <div role="alert" data-partner-problems="">
      <p style={{ margin: '0 0 4px' }}>
        {issues.length
          ? `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} to fix, shown at ${elsewhere.length ? 'their fields and below' : 'their fields'}. Nothing was saved.`
          : error}
      </p>
      {elsewhere.length > 0 && <FieldErrors issues={elsewhere} />}
    </div>
  )
}

/** A catalogue as the forms offer it (studio/server/partnerEditing.server.ts `catalogueChoices`). */
export interface CatalogueOption {
  id: string
  name: string
  packages: Array<{ name: string; price: string }>
}

/** The catalogue by its name, with the packages (and their prices) the partner's shop will sell. */
export function CatalogueField({
  catalogues,
  value,
  issues,
  onChange,
}: {
  catalogues: readonly CatalogueOption[]
  value: string
  issues: readonly PartnerFormIssue[]
  onChange: (id: string) => void
}) {
  const id = useId()
  const chosen = catalogues.find((catalogue) => catalogue.id === value)
  return (
    <div data-partner-field="catalogId">
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
        {PARTNER_FIELD_LABELS.catalogId}
      </label>
      <select
        id={id}
        name="catalogId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={issues.length ? `${id}-packages ${id}-errors` : `${id}-packages`}
        aria-invalid={issues.length ? true : undefined}
        style={{ maxWidth: '100%' }}
      >
        {catalogues.map((catalogue) => (
          <option key={catalogue.id} value={catalogue.id}>
            {catalogue.name}
          </option>
        ))}
      </select>
      <div id={`${id}-packages`} data-catalogue-packages="" style={{ fontSize: 13, color: '#333' }}>
        {chosen?.packages.length ? (
          <>
            Its shop sells:
            <ul style={{ margin: '2px 0 0', paddingLeft: 20 }}>
              {chosen.packages.map((pkg) => (
                <li key={pkg.name}>
                  {pkg.name}: {pkg.price}
                </li>
              ))}
            </ul>
          </>
        ) : (
          'Its shop sells no packages.'
        )}
      </div>
      <FieldErrors id={`${id}-errors`} issues={issues} field="catalogId" />
    </div>
  )
}

/** The pages a partner can get, each by its title and its address for this partner. */
export function PagesField({
  templates,
  partner,
  value,
  issues,
  onChange,
}: {
  templates: readonly PartnerPageChoice[]
  partner: { name: string; slug: string; leadSource: string; routeName?: string }
  value: readonly string[]
  issues: readonly PartnerFormIssue[]
  onChange: (routes: string[]) => void
}) {
  return (
    <fieldset data-partner-field="routes">
      <legend style={{ fontWeight: 600 }}>{PARTNER_FIELD_LABELS.routes}: the pages made for this partner</legend>
      {templates.map((template) => {
        const words = partnerPageWords(template, partner)
        return (
          <label key={template.name} style={{ display: 'block' }} data-template={template.name}>
            <input
              type="checkbox"
              name="routes"
              value={template.name}
              checked={value.includes(template.name)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, template.name] : value.filter((name) => name !== template.name),
                )
              }
            />{' '}
            {words.title} <span style={{ color: '#555' }}>({words.path})</span>
          </label>
        )
      })}
      <FieldErrors issues={issues} field="routes" />
    </fieldset>
  )
}

/** Pages in words: "Keystone Realty Exclusive Offer (/keystoneoffer)". */
export function PageList({ pages }: { pages: readonly PartnerPageWords[] }) {
  return (
    <ul style={{ margin: '2px 0 0', paddingLeft: 20 }}>
      {pages.map((page) => (
        <li key={page.path}>
          {page.title} <span style={{ color: '#555' }}>({page.path})</span>
        </li>
      ))}
    </ul>
  )
}
