import type { PartnerPageChoice } from '../fields/partnerPageWords.ts'
import {
  type CatalogueOption,
  CatalogueField,
  PagesField,
  type PartnerFormIssue,
  TextField,
} from './partnerFormFields.tsx'

/** The settings the add and the edit forms both ask for, with the same words and checks. */
export interface PartnerSettings {
  phone: string
  textPhone: string
  leadSource: string
  catalogId: string
  routes: string[]
  enabled: boolean
}

interface PartnerSettingsFieldsProps {
  settings: PartnerSettings
  /** The partner whose page addresses the page list shows (slug, lead source, own shop route). */
  pagesFor: { name: string; slug: string; leadSource: string; routeName?: string }
  catalogues: readonly CatalogueOption[]
  templates: readonly PartnerPageChoice[]
  issuesAt(this: void, field: keyof PartnerSettings): readonly PartnerFormIssue[]
  /** Method syntax on purpose: each form passes its own setter, typed over its whole draft. */
  set<K extends keyof PartnerSettings>(this: void, key: K, value: PartnerSettings[K]): void
}

/**
 * A partner's phones, lead source, catalogue, pages and whether it is live: one set of fields for both
 * partner forms, so a new partner and an edited one are asked the same things in the same words.
 */
export function PartnerSettingsFields({
  settings,
  pagesFor,
  catalogues,
  templates,
  issuesAt,
  set,
}: PartnerSettingsFieldsProps) {
  return (
    <>
      <TextField
        name="phone"
        help="The sales number its pages show, written (555) 123-4567."
        value={settings.phone}
        issues={issuesAt('phone')}
        onChange={(value) => set('phone', value)}
      />
      <TextField
        name="textPhone"
        help="The number its pages' Text link goes to, written (555) 123-4567; empty: the company's text line."
        value={settings.textPhone}
        issues={issuesAt('textPhone')}
        onChange={(value) => set('textPhone', value)}
      />
      <TextField
        name="leadSource"
        help="Names the partner's leads in the CRM, and its shop address (/shop/<lead source>)."
        value={settings.leadSource}
        issues={issuesAt('leadSource')}
        onChange={(value) => set('leadSource', value)}
      />
      <CatalogueField
        catalogues={catalogues}
        value={settings.catalogId}
        issues={issuesAt('catalogId')}
        onChange={(value) => set('catalogId', value)}
      />
      <PagesField
        templates={templates}
        partner={pagesFor}
        value={settings.routes}
        issues={issuesAt('routes')}
        onChange={(routes) => set('routes', routes)}
      />
      <label>
        <input
          type="checkbox"
          name="enabled"
          checked={settings.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />{' '}
        Live: its pages are on the site
      </label>
    </>
  )
}
