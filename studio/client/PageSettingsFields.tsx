import type { CustomField, Fields } from '@puckeditor/core'
import type { LayoutPicture, PageSettings } from './api.ts'
import { useId } from 'react'
import { FieldNoteSlot } from '../fields/FieldNoteSlot.tsx'
import { chipTextField } from '../fields/chipText.tsx'

/**
 * The Page panel (Puck's root fields): the page's title, description, search visibility and layout, and on
 * a partner page the partner's phone and lead source. Each label says which file the value is saved in.
 */
export const SETTING_LABELS: Record<keyof PageSettings, string> = {
  path: 'Canonical path',
  title: 'Page title',
  description: 'Description (search results and shared links)',
  robots: 'Search engines',
  layout: 'Layout',
  partnerPhone: 'Partner phone',
  partnerLeadSource: 'Lead source',
}

export function pageSettingsFields(
  layouts: readonly LayoutPicture[],
  { partnerName, path, templatePages }: { partnerName: string | null; path: string; templatePages: number },
): Fields {
  const routeNote = partnerName ? ` (the template: ${templatePages} partner pages)` : ''
  const fields: Fields = {
    // The same chips and "Insert a value…" menu as a block's texts: a partner template's title names
    // {{partner.name}}, a shop title {{price.lowest.monitoring}}; the file keeps the names.
    title: chipTextField(
      SETTING_LABELS.title,
      { prop: SETTING_LABELS.title, help: 'Shown in the browser tab and as the link in search results.' },
      { multiline: false, optional: false },
    ),
    description: chipTextField(
      SETTING_LABELS.description,
      { prop: SETTING_LABELS.description, help: 'The line or two under the title in search results.' },
      { multiline: true, optional: true },
    ),
    path: canonicalField(path, partnerName !== null),
    robots: {
      type: 'radio',
      label: SETTING_LABELS.robots,
      options: [
        { label: 'show in search results', value: 'index,follow' },
        { label: 'hide from search results', value: 'noindex,follow' },
        { label: 'hide, and do not follow its links', value: 'noindex,nofollow' },
      ],
    },
    layout: layoutField(layouts),
  }
  if (partnerName) {
    fields.partnerPhone = { type: 'text', label: SETTING_LABELS.partnerPhone }
    fields.partnerLeadSource = { type: 'text', label: SETTING_LABELS.partnerLeadSource }
  }
  fields.savedIn = savedInNote(partnerName, routeNote)
  return fields
}

/**
 * The page's address, where search engines are told the page lives: the route's `path`. A new one is saved
 * with the old address kept as an alias (old links keep working); config:check refuses one another page has.
 */
function canonicalField(openedPath: string, partnerTemplate: boolean): CustomField<string | undefined> {
  return {
    type: 'custom',
    label: SETTING_LABELS.path,
    render: function CanonicalPathInput({ value, onChange, id, readOnly }) {
      const helpId = useId()
      const problemId = useId()
      const path = value ?? ''
      const problem = canonicalPathProblem(path)
      return (
        <div data-setting="path">
          <label htmlFor={id} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
            {SETTING_LABELS.path}
          </label>
          <input
            id={id}
            name="path"
            value={path}
            readOnly={readOnly}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${helpId} ${problemId}` : helpId}
            onChange={(event) => onChange(event.target.value)}
            style={{ width: '100%', font: 'inherit', padding: '6px 8px', boxSizing: 'border-box' }}
          />
          {problem && (
            <p id={problemId} role="alert" style={{ color: '#a4000f', fontSize: 13, margin: '4px 0 0' }}>
              {problem}
            </p>
          )}
          <p id={helpId} style={{ fontSize: 12, color: '#555', margin: '4px 0 0' }}>
            The address search engines are given for this page.
            {partnerTemplate && ' {partner} stands for each partner’s own part of the address.'}
            {path !== openedPath &&
              ` Saved with ${openedPath} kept as another address of the page, so old links still work.`}
          </p>
          <FieldNoteSlot prop={SETTING_LABELS.path} />
        </div>
      )
    },
  }
}

/** What is wrong with a typed path before the whole site is checked: the sentence shown under the field. */
export function canonicalPathProblem(path: string): string | null {
  if (path === '') return "Canonical path can't be empty."
  if (!path.startsWith('/')) return 'Canonical path starts with /, e.g. /shop.'
  if (/\s/.test(path)) return 'Canonical path cannot have spaces; use - between words.'
  if (/[?#]/.test(path)) return 'Canonical path is the address without ? or # parts.'
  return null
}

function savedInNote(partnerName: string | null, routeNote: string): CustomField<unknown> {
  return {
    type: 'custom',
    label: 'Saved in',
    render: () => (
      <p style={{ fontSize: 12, color: '#555', margin: 0 }}>
        Title, description, search engines and layout are saved in routes.json{routeNote}
        {partnerName ? `; the phone and lead source in partners.json, for ${partnerName} only` : ''}.
      </p>
    ),
  }
}

/** Layouts as pictures of what each shows around the page: header, footer, lead forms, chat, buttons. */
function layoutField(layouts: readonly LayoutPicture[]): CustomField<string> {
  return {
    type: 'custom',
    label: SETTING_LABELS.layout,
    render: ({ value, onChange, readOnly }) => (
      <LayoutChoice layouts={layouts} value={value} onChange={onChange} readOnly={readOnly} />
    ),
  }
}

function LayoutChoice({
  layouts,
  value,
  onChange,
  readOnly,
}: {
  layouts: readonly LayoutPicture[]
  value: string
  onChange: (layout: string) => void
  readOnly?: boolean
}) {
  // Puck may render a field twice (one copy hidden): ids and the radio group are this copy's own.
  const id = useId()
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-setting="layout">
      <legend style={{ fontSize: 13, marginBottom: 6 }}>{SETTING_LABELS.layout}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
        {layouts.map((layout) => (
          <label
            key={layout.name}
            title={layout.description}
            style={{
              display: 'block',
              border: value === layout.name ? '2px solid #1b5fd1' : '1px solid #ccc',
              borderRadius: 6,
              padding: 6,
              cursor: 'pointer',
            }}
          >
            <input
              type="radio"
              name={`${id}-layout`}
              value={layout.name}
              checked={value === layout.name}
              disabled={readOnly}
              onChange={() => onChange(layout.name)}
              aria-describedby={`${id}-${layout.name}-shows`}
            />{' '}
            <strong style={{ fontSize: 12 }}>{layout.name}</strong>
            <LayoutSketch layout={layout} />
            <span
              id={`${id}-${layout.name}-shows`}
              data-layout-shows={layout.name}
              style={{ fontSize: 11, color: '#444' }}
            >
              {layoutSummary(layout)}
            </span>
          </label>
        ))}
      </div>
      <FieldNoteSlot prop={SETTING_LABELS.layout} />
    </fieldset>
  )
}

/** What a layout shows, in words (under its picture, and read by screen readers). */
export function layoutSummary(layout: LayoutPicture): string {
  const header =
    { full: 'full header', minimal: 'slim header', logoOnly: 'logo-only header' }[layout.header] ?? 'header'
  const parts = [
    header + (layout.headerContact ? ' with phone' : ''),
    layout.footer === 'minimal' ? 'small footer' : 'full footer',
    layout.leadForms ? 'forms' : 'no forms',
    layout.chat ? 'chat' : 'no chat',
  ]
  if (!layout.ctaButtons) parts.push('no buttons')
  return parts.join(', ')
}

/** A small wireframe of the layout: header bar, the page, the footer, a chat bubble. */
function LayoutSketch({ layout }: { layout: LayoutPicture }) {
  const bar = (width: string, colour = '#9aa5b5') => (
    <span style={{ display: 'inline-block', height: 4, width, background: colour, borderRadius: 2, marginRight: 3 }} />
  )
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        position: 'relative',
        height: 78,
        margin: '4px 0',
        border: '1px solid #d5dae1',
        background: '#fff',
      }}
    >
      <span style={{ display: 'block', padding: 3, background: '#e8edf4', height: layout.header === 'full' ? 14 : 9 }}>
        {bar('18%', '#1b5fd1')}
        {layout.header === 'full' && bar('30%')}
        {layout.headerContact && bar('16%', '#2a8f3a')}
        {layout.headerSchedule && bar('14%', '#e07a00')}
      </span>
      <span style={{ display: 'block', padding: 4 }}>
        {bar('70%')}
        {layout.ctaButtons && bar('22%', '#e07a00')}
        {layout.leadForms && (
          <span style={{ display: 'block', marginTop: 4, width: '40%', height: 14, border: '1px dashed #1b5fd1' }} />
        )}
      </span>
      <span
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: layout.footer === 'minimal' ? 6 : 16,
          background: '#3a4656',
        }}
      />
      {layout.chat && (
        <span
          style={{
            position: 'absolute',
            right: 4,
            bottom: layout.footer === 'minimal' ? 9 : 19,
            width: 9,
            height: 9,
            borderRadius: '50%',
            background: '#1b5fd1',
          }}
        />
      )}
    </span>
  )
}
