import type { BlockScheduleConfig, DatedPromotion } from '../../services/schedule/promotionSchedule.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { PropSchema } from '../fields/schemaTypes.ts'
import type { PageCatalogue } from '../server/pageCatalogue.server.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'

/** The studio API's answers, as the browser receives them (see studio/server/studioApi.server.ts). */

export interface PageEntry {
  key: string
  path: string
  routeName: string
  extendsRoute: string | null
  title: string
  partner: { id: string; name: string } | null
}

export interface PageList {
  pages: PageEntry[]
  partners: Array<{ id: string; name: string; kind: string; enabled: boolean }>
}

export interface Sources {
  imageAssets: string[]
  routePaths: string[]
  schemas: Record<string, PropSchema>
}

export interface EditedBlock {
  id: string
  type: string
  props: Record<string, unknown>
  /** When the block shows (America/Chicago), the route entry's `schedule`. */
  schedule?: BlockScheduleConfig
}

/** A block of an opened page: the shared section it uses and whether it comes from the route this one extends. */
export interface PageBlock extends EditedBlock {
  section: string | null
  inherited: boolean
}

export type FileHashes = Record<'routes.json' | 'partners.json' | 'site-config/sections.json', string>

/** Where prop edits go: the page's route, the partner layer, or the shared sections the edited blocks use. */
export type Layer = 'template' | 'partner' | 'section'

/** On a route that extends another: list changes go to that base route, or to this route's own changes. */
export type ListTarget = 'base' | 'route'

/** The page's own settings (the Page panel), as studio/server/pageSettings.server.ts reads and writes them. */
export interface PageSettings {
  path: string
  title: string
  description: string
  robots: 'index,follow' | 'noindex,follow' | 'noindex,nofollow'
  layout: string
  partnerPhone?: string
  partnerLeadSource?: string
}

/** What a layout shows around the page, for its picture in the Page panel. */
export interface LayoutPicture {
  name: string
  description: string
  header: string
  headerContact: boolean
  headerSchedule: boolean
  signIn: string
  footer: string
  chat: boolean
  leadForms: boolean
  ctaButtons: boolean
}

export interface OpenedPage {
  key: string
  routeName: string
  partnerId: string | null
  partnerName: string | null
  path: string
  blocks: PageBlock[]
  /** The shared sections on this page and how many pages (partner pages included) each one is on. */
  sections: Record<string, { pages: number }>
  /** The route this page's route extends, if any. */
  extendsRoute: string | null
  overrides: Record<string, Record<string, unknown>>
  /** The template route's own props by block id, to set a partner's prop back to them. */
  templateProps: Record<string, Record<string, unknown>>
  /** The template's block ids in its order (a partner's own order may differ). */
  templateIds: string[]
  settings: PageSettings
  layouts: LayoutPicture[]
  /** What the page's texts can insert ({{partner.name}}, {{price.starter-package.monitoring}}), named for people. */
  templateValues: Array<{ name: string; label: string; value?: string }>
  /** The page's catalogue today: the devices a card's facts can come from, and the prices the preview fills. */
  catalogue: PageCatalogue
  /** The price promotions a block's schedule may name ({"promotion", "when"}), with their dates. */
  promotions: DatedPromotion[]
  data: Record<string, unknown>
  /** Props the simulated query's variant sets, by block id. */
  variantProps: Record<string, Record<string, unknown>>
  /** Blocks this visitor does not see (visibleWhen). */
  hiddenIds: string[]
  model: PageModel
  /**
   * The layouts loaded for this page, header and footer: its own when opened, another once the Page panel
   * picks it (studioApi.layout); the preview shows the picked one.
   */
  layoutModels: Record<string, PageModel['layout']>
  requiredTypes: string[]
  /** Why each required block type cannot be removed, by type. */
  requiredWhy: Record<string, string>
  hashes: FileHashes
}

/** A config:check problem, placed on the block and prop it is about when it is about one. */
export interface PlacedIssue extends ConfigIssue {
  blockId?: string
  prop?: string
  /** The Page panel's field the problem is about. */
  setting?: keyof PageSettings
}

export interface CheckAnswer {
  error?: string
  issues: PlacedIssue[]
  changed?: string[]
  summary?: string
}

export interface SaveRequest {
  routeName: string
  partnerId: string | null
  layer: Layer
  listTarget: ListTarget
  blocks: EditedBlock[]
  settings: PageSettings
  hashes: FileHashes
  /** The blocks the editor dragged, in the order of their last drag: the save summary tells these moves. */
  movedIds?: string[]
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

export const studioApi = {
  pages: () => getJson<PageList>('/studio/api/pages'),
  sources: () => getJson<Sources>('/studio/api/sources'),
  page: (key: string, query: string) =>
    getJson<OpenedPage>(`/studio/api/page?key=${encodeURIComponent(key)}&query=${encodeURIComponent(query)}`),
  layout: (key: string, query: string, name: string) =>
    getJson<{ layout: PageModel['layout'] }>(
      `/studio/api/layout?key=${encodeURIComponent(key)}&query=${encodeURIComponent(query)}&name=${encodeURIComponent(name)}`,
    ),
  blockData: (key: string, query: string, blocks: EditedBlock[]) =>
    postJson<{ data: Record<string, unknown> }>('/studio/api/block-data', { key, query, blocks }),
  check: (request: SaveRequest) => postJson<CheckAnswer>('/studio/api/check', request),
  save: (request: SaveRequest) =>
    postJson<CheckAnswer & { saved?: boolean; hashes?: FileHashes; written?: string[] }>('/studio/api/save', request),
}
