/**
 * The studio's HTTP API: the site's pages, one page as the editor opens it (blocks, partner layer, the
 * page model the preview renders with, loader data), a dry-run check with the config:diff summary, and the
 * save. Loaded through Vite (block loaders are found with import.meta.glob), never by the site's server.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import express, { type Request, type Response, type Router } from 'express'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import { type ExpandedRoute, hoursTokens } from '../../runtime/routing/expandRoutes.ts'
import { promotionTokens } from '../../services/catalogue/promotionTexts.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { blockLoaders } from '../../blocks/loaders.server.ts'
import { type SiteServices, blockServicesFor, createSiteServices } from '../../server/siteServices.server.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import { type SiteDiff, diffSites } from '../../scripts/lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from '../../scripts/lib/siteDiffMarkdown.ts'
import {
  type ConfigTexts,
  EDITABLE_FILES,
  type EditableFile,
  EditRefused,
  type PageBlock,
  type PageEdit,
  PARTNERS_FILE,
  SECTIONS_FILE,
  applyPageEdit,
  hashText,
  pageBlocks,
  placeIssues,
  routesUsingSection,
  baseRouteOf,
} from './pageFiles.server.ts'
import { isBlockType, type TypedBlockInstance } from '../../blocks/registry.ts'
import { schemaSetFor } from '../../runtime/config/loadSite.server.ts'
import { SiteFiles } from './siteFiles.server.ts'
import { editorMoves } from './editorMoves.ts'
import type { PropSchema } from '../fields/schemaTypes.ts'
import { templateValuesFor } from './templateValues.server.ts'
import { pageCatalogueFor } from './pageCatalogue.server.ts'
import {
  type PageSettings,
  applySettings,
  layoutPictures,
  pageSettings,
  settingsFieldOf,
} from './pageSettings.server.ts'
import { requiredBlockReasons, requiredBlockTypes, requiredBlocksConfig } from './requiredBlocks.ts'
import {
  kindChoices,
  partnerFieldOf,
  partnerFormChoices,
  withNewPartner,
  withPartnerReferenceIssues,
} from './partnerAddition.server.ts'
import {
  type PartnerFields,
  catalogueChoices,
  partnerFieldOfIssue,
  partnerFields,
  partnerIndexOf,
  partnerPagesGone,
  partnerPagesOn,
  templateChoices,
  withEditedPartner,
} from './partnerEditing.server.ts'
import type { NewPartnerOptions } from '../../scripts/lib/addPartner.ts'
import { variantApplies } from '../../runtime/routing/resolvePage.ts'

export interface SaveRequest extends PageEdit {
  /** Content hashes of the editable files as the page was opened. */
  hashes: Record<EditableFile, string>
  /** The Page panel's settings as edited; absent leaves them as they are. */
  settings?: PageSettings
  /** The blocks the editor dragged, in the order of their last drag: the summary tells these moves. */
  movedIds?: string[]
}

type Handler = (req: Request, res: Response) => void | Promise<void>

/** The services the site's block loaders are handed, for a compiled site. */
type ServicesFor = (runtime: SiteRuntime) => ReturnType<typeof blockServicesFor>

/** The studio's routes; each handler is a named step below, given the compiled site and the repository root. */
export function studioApi(
  root: string,
  editableDir: string = root,
  compiled: CompiledSite = studioSite(root, editableDir),
): Router {
  // The preview's loaders read the same sources as the site's (built on first use, once).
  let services: SiteServices | undefined
  const servicesFor: ServicesFor = (runtime) =>
    blockServicesFor(
      (services ??= createSiteServices({ root, env: process.env, upstreams: readUpstreamSettings(process.env) })),
      runtime,
    )
  const router = express.Router()
  router.use(express.json({ limit: '5mb' }))
  router.get('/pages', listPages(compiled))
  router.get('/sources', blockSources(root, compiled))
  router.get('/page', openPage(root, compiled, servicesFor))
  router.get('/layout', openLayout(compiled, servicesFor))
  router.post('/block-data', loadBlockData(root, compiled, servicesFor))
  router.get('/partner-form', partnerForm(root, compiled))
  router.post('/partners', (req, res) => respond(res, () => addPartnerFromForm(compiled, req.body as PartnerRequest)))
  router.get('/partners/:id', (req, res) => respond(res, () => partnerForEditing(root, compiled, req.params.id)))
  router.post('/partners/:id', (req, res) =>
    respond(res, () => editPartner(compiled, req.params.id, req.body as PartnerEditRequest)),
  )
  router.post('/check', (req, res) => respond(res, () => plan(compiled, req.body as SaveRequest)))
  router.post('/save', (req, res) => respond(res, () => save(compiled, req.body as SaveRequest)))
  return router
}

/** Every page of the site (partner pages under their partner) and the partners. */
function listPages(compiled: CompiledSite): Handler {
  return (_req, res) => {
    const site = compiled.current()
    const pages = site.runtime.routes.map((route) => ({
      key: route.key,
      path: route.path,
      routeName: route.config.name,
      // A template route made from another (composed routes: "extends") offers that route's partners too.
      extendsRoute: baseRouteOf(site.texts, route.config.name),
      title: route.meta.title,
      partner: route.partner ? { id: route.partner.id, name: route.partner.name } : null,
    }))
    const partners = site.runtime.config.partners.partners.map((partner) => ({
      id: partner.id,
      name: partner.name,
      kind: partner.kind,
      enabled: partner.enabled,
    }))
    res.json({ pages, partners })
  }
}

/** What the fields are made from: block schemas, image assets, the site's page paths. */
function blockSources(root: string, compiled: CompiledSite): Handler {
  return (_req, res) => {
    const site = compiled.current()
    const schemaSet = schemaSetFor(root)
    // Shared definitions (tone, link, image) inlined: the fields are built from the whole tree.
    const schemas = Object.fromEntries(schemaSet.blockTypes.map((type) => [type, schemaSet.blockSchema(type)]))
    res.json({ imageAssets: imageAssets(root), routePaths: site.runtime.routes.map((route) => route.path), schemas })
  }
}

/** One page as the editor opens it: its blocks and layers, its settings, and the preview's model and data for a visitor's query. */
function openPage(root: string, compiled: CompiledSite, servicesFor: ServicesFor): Handler {
  return async (req, res) => {
    const site = compiled.current()
    const key = typeof req.query.key === 'string' ? req.query.key : ''
    const route = site.runtime.routes.find((candidate) => candidate.key === key)
    if (!route) return void res.status(404).json({ error: `no page "${key}"` })
    const search = new URLSearchParams(typeof req.query.query === 'string' ? req.query.query : '')
    const model = await previewModel(site.runtime, servicesFor, route, search)
    const partnerId = route.partner?.id ?? null
    const { blocks, overrides } = pageBlocks(site.texts, route.config.name, partnerId)
    // What this visitor's query changes: a declared variant's props, and blocks shown only to some visitors.
    const variant = route.variants.find((candidate) => variantApplies(candidate, model.context.query))
    const shown = new Set(model.blocks.map((block) => block.id))
    const { layouts } = site.runtime.config
    const catalogId = route.partner
      ? site.runtime.config.partners.partners.find((p) => p.id === route.partner!.id)?.catalogId
      : undefined
    res.json({
      key,
      routeName: route.config.name,
      partnerId,
      partnerName: route.partner?.name ?? null,
      path: route.path,
      blocks,
      overrides,
      sections: sectionReach(site, blocks),
      extendsRoute: baseRouteOf(site.texts, route.config.name),
      templateProps: Object.fromEntries(
        pageBlocks(site.texts, route.config.name, null).blocks.map((block) => [block.id, block.props]),
      ),
      templateIds: pageBlocks(site.texts, route.config.name, null).blocks.map((block) => block.id),
      settings: pageSettings(site.texts, route.config.name, partnerId, layouts.fallback),
      templateValues: templateValuesFor(root, {
        brand: site.runtime.config.brand,
        partner: route.partner ? { name: route.partner.name, catalogId } : null,
        sharedTexts: sharedTextsOf(site.texts),
        hours: hoursTokens(site.runtime.config.hours),
        promotions: promotionTokens(site.runtime.config.pricePromotions.promotions),
      }),
      catalogue: pageCatalogueFor(root, catalogId),
      promotions: site.runtime.config.pricePromotions.promotions.map(({ id, schedule }) => ({ id, schedule })),
      layouts: layoutPictures(layouts),
      data: Object.fromEntries(
        model.blocks.filter((block) => block.data !== undefined).map((block) => [block.id, block.data]),
      ),
      variantProps: variant?.props ?? {},
      hiddenIds: blocks.map((block) => block.id).filter((id) => !shown.has(id)),
      model: { ...model, blocks: [] },
      // The page's own layout only: another one's header and footer load when the Page panel picks it (/layout).
      layoutModels: { [model.layout.name]: model.layout },
      requiredTypes: requiredBlockTypes(requiredBlocksConfig(root), route.config.name),
      requiredWhy: requiredBlockReasons(requiredBlocksConfig(root), route.config.name),
      hashes: site.hashes,
    })
  }
}

/** The page model the preview renders with, its blocks' loader data loaded as on the site. */
async function previewModel(
  runtime: SiteRuntime,
  servicesFor: ServicesFor,
  route: ExpandedRoute,
  search: URLSearchParams,
): Promise<PageModel> {
  const model = runtime.pageFor({ route, params: {}, canonicalPath: route.path }, search, route.path)
  try {
    return await runBlockLoaders(model, servicesFor(runtime), blockLoaders)
  } catch (error) {
    // A page whose parameters name nothing (e.g. /shop/products/:id) still opens, without loaded data.
    console.warn(`studio: loaders of ${route.path} failed:`, (error as Error).message)
    return model
  }
}

/**
 * Another layout as this page would show it, its header and footer loaded as on the site: the Page panel's
 * layout choice changes the preview at once, before the save. Asked for when a layout is picked, so opening a
 * page runs its own layout's loaders only.
 */
function openLayout(compiled: CompiledSite, servicesFor: ServicesFor): Handler {
  return async (req, res) => {
    const { runtime } = compiled.current()
    const key = typeof req.query.key === 'string' ? req.query.key : ''
    const name = typeof req.query.name === 'string' ? req.query.name : ''
    const route = runtime.routes.find((candidate) => candidate.key === key)
    const layout = runtime.layouts.get(name)
    if (!route || !layout) return void res.status(404).json({ error: `no page "${key}" or layout "${name}"` })
    const search = new URLSearchParams(typeof req.query.query === 'string' ? req.query.query : '')
    const model = runtime.pageFor({ route, params: {}, canonicalPath: route.path }, search, route.path)
    try {
      const loaded = await runBlockLoaders({ ...model, blocks: [], layout }, servicesFor(runtime), blockLoaders)
      res.json({ layout: loaded.layout })
    } catch (error) {
      console.warn(`studio: layout ${name} for ${route.path}:`, (error as Error).message)
      res.json({ layout })
    }
  }
}

/** Each shared section on the page and how many pages (partner pages included) an edit to it changes. */
function sectionReach(site: ReturnType<CompiledSite['current']>, blocks: readonly PageBlock[]) {
  return Object.fromEntries(
    [...new Set(blocks.flatMap((block) => (block.section ? [block.section] : [])))].map((section) => {
      const routeNames = new Set(routesUsingSection(site.texts, section))
      return [section, { pages: site.runtime.routes.filter((page) => routeNames.has(page.config.name)).length }]
    }),
  )
}

/** Data for blocks added in the editor: their server loaders run with the page's context, as on the site. */
function loadBlockData(root: string, compiled: CompiledSite, servicesFor: ServicesFor): Handler {
  return async (req, res) => {
    const site = compiled.current()
    const { key, query, blocks } = req.body as {
      key: string
      query: string
      blocks: Array<{ id: string; type: string; props: Record<string, unknown> }>
    }
    const route = site.runtime.routes.find((candidate) => candidate.key === key)
    if (!route) return void res.status(404).json({ error: `no page "${key}"` })
    const page = site.runtime.pageFor(
      { route, params: {}, canonicalPath: route.path },
      new URLSearchParams(query),
      route.path,
    )
    const schemas = schemaSetFor(root)
    // Blocks being edited: their props may be half typed, so their loaders get them with the schema's defaults, as at load.
    const instances = blocks
      .filter((block) => isBlockType(block.type))
      .map(
        (block) =>
          ({
            id: block.id,
            type: block.type,
            props: schemas.withDefaults(block.type, block.props),
          }) as TypedBlockInstance,
      )
    const withBlocks = { ...page, blocks: instances, layout: { ...page.layout, header: [], footer: [] } }
    try {
      const loaded = await runBlockLoaders(withBlocks, servicesFor(site.runtime), blockLoaders)
      res.json({
        data: Object.fromEntries(
          loaded.blocks.filter((block) => block.data !== undefined).map((block) => [block.id, block.data]),
        ),
      })
    } catch (error) {
      res.json({ data: {}, error: (error as Error).message })
    }
  }
}

function partnerForm(root: string, compiled: CompiledSite): Handler {
  return (_req, res) => {
    const site = compiled.current()
    res.json({ ...partnerFormChoices(root, site.texts, site.runtime), hashes: site.hashes })
  }
}

interface PartnerRequest {
  partner: NewPartnerOptions
  hashes: Record<EditableFile, string>
  save?: boolean
}

/** A marketer's new partner: checked (and summarised) first; written only with `save: true` and unchanged files. */
function addPartnerFromForm(compiled: CompiledSite, { partner, hashes, save }: PartnerRequest): Outcome {
  const files = compiled.files
  const before = compiled.current()
  if (save && hashText(files.readEditable()[PARTNERS_FILE]) !== hashes[PARTNERS_FILE]) {
    return {
      status: 409,
      body: {
        error: 'partners.json changed on disk since this form was opened; nothing was saved. Reload the page.',
        issues: [],
      },
    }
  }
  const added = withNewPartner(before.texts, partner)
  if ('error' in added)
    return {
      status: 422,
      body: {
        error: added.error,
        issues: [
          {
            file: PARTNERS_FILE,
            line: 1,
            column: 1,
            path: '',
            message: added.error,
          },
        ],
      },
    }
  const newIndex = (JSON.parse(added.texts[PARTNERS_FILE]) as { partners: unknown[] }).partners.length - 1
  const { runtime, issues: checkedIssues } = files.check(added.texts)
  const issues = runtime ? [] : withPartnerReferenceIssues(files.root, added.texts, checkedIssues)
  if (!runtime)
    return {
      status: 422,
      body: {
        error: `${issues.length} problem(s): nothing was saved`,
        issues: issues.map((issue) => ({ ...issue, field: partnerFieldOf(issue, newIndex) })),
      },
    }
  const summary = formatSiteDiffMarkdown(diffSites(before.runtime, runtime), {
    base: 'the files on disk',
    head: 'this partner',
  })
  if (!save) return { status: 200, body: { issues: [], summary, changed: [PARTNERS_FILE] } }
  files.write(PARTNERS_FILE, added.texts[PARTNERS_FILE])
  return { status: 200, body: { saved: true, issues: [], summary, pages: partnerPagesOn(runtime, partner.id) } }
}

/** An existing partner as the edit form shows it, with the catalogues by name and the pages it can get, in words. */
function partnerForEditing(root: string, compiled: CompiledSite, id: string): Outcome {
  const site = compiled.current()
  const partner = site.runtime.config.partners.partners.find((candidate) => candidate.id === id)
  if (!partner) return { status: 404, body: { error: `no partner "${id}"` } }
  return {
    status: 200,
    body: {
      id,
      fields: partnerFields(site.texts, id),
      catalogues: catalogueChoices(root),
      templates: templateChoices(site.runtime),
      kinds: kindChoices(root),
      partner: { kind: partner.kind, slug: partner.slug, leadSource: partner.leadSource, routeName: partner.routeName },
      pages: partnerPagesOn(site.runtime, id),
      hashes: site.hashes,
    },
  }
}

interface PartnerEditRequest {
  fields: PartnerFields
  hashes: Record<EditableFile, string>
  save?: boolean
}

/**
 * An edit of an existing partner: checked with the whole site (every problem at once, each at its field),
 * summarised in config:diff's words with the pages that go away, and written only with `save: true`.
 */
function editPartner(compiled: CompiledSite, id: string, { fields, hashes, save }: PartnerEditRequest): Outcome {
  const files = compiled.files
  const before = compiled.current()
  if (save && hashText(files.readEditable()[PARTNERS_FILE]) !== hashes[PARTNERS_FILE])
    return {
      status: 409,
      body: {
        error: 'partners.json changed on disk since this form was opened; nothing was saved. Reload the page.',
        issues: [],
      },
    }
  const texts = withEditedPartner(before.texts, id, fields)
  const index = partnerIndexOf(texts, id)
  const checked = files.check(texts)
  const { runtime } = checked
  const issues = runtime ? [] : withPartnerReferenceIssues(files.root, texts, checked.issues)
  if (!runtime)
    return {
      status: 422,
      body: {
        error: `${issues.length} problem(s): nothing was saved`,
        issues: issues.map((issue) => ({ ...issue, field: partnerFieldOfIssue(issue, index) })),
      },
    }
  const summary = formatSiteDiffMarkdown(diffSites(before.runtime, runtime), {
    base: 'the files on disk',
    head: 'this partner',
  })
  const gone = partnerPagesGone(before.runtime, runtime, id)
  if (!save) return { status: 200, body: { issues: [], summary, gone, changed: [PARTNERS_FILE] } }
  files.write(PARTNERS_FILE, texts[PARTNERS_FILE])
  return { status: 200, body: { saved: true, issues: [], summary, gone } }
}

/** Writes a checked edit, unless one of the editable files changed on disk since the page was opened. */
function save(compiled: CompiledSite, request: SaveRequest): Outcome {
  const { files } = compiled
  const onDisk = files.readEditable()
  for (const file of EDITABLE_FILES) {
    if (hashText(onDisk[file]) !== request.hashes[file]) {
      return {
        status: 409,
        body: {
          error: `${file} changed on disk since this page was opened; nothing was saved. Reload the page to edit the current file.`,
        },
      }
    }
  }
  const result = plan(compiled, request)
  if (result.status !== 200) return result
  const { texts } = result
  const written: EditableFile[] = []
  for (const file of EDITABLE_FILES) {
    if (texts[file] !== onDisk[file]) {
      files.write(file, texts[file])
      written.push(file)
    }
  }
  return { status: 200, body: { saved: true, written, hashes: hashesOf(texts) } }
}

type Outcome = { status: number; body: unknown }

function respond(res: Response, run: () => Outcome): void {
  try {
    const { status, body } = run()
    res.status(status).json(body)
  } catch (error) {
    if (error instanceof EditRefused) res.status(422).json({ error: error.message, issues: [] })
    else {
      console.error('studio:', error)
      res.status(500).json({ error: (error as Error).message })
    }
  }
}

/** What saving would write, checked as config:check checks, with the config:diff summary of the change. */
export function plan(compiled: CompiledSite, request: SaveRequest): Outcome & { texts: ConfigTexts } {
  const before = compiled.current()
  const fallbackLayout = before.runtime.config.layouts.fallback
  const edited = applyPageEdit(before.texts, request)
  const texts = request.settings
    ? applySettings(edited, request.routeName, request.partnerId, request.settings, fallbackLayout)
    : edited
  const changed = EDITABLE_FILES.filter((file) => texts[file] !== before.texts[file])
  const { issues, runtime } = compiled.files.check(texts)
  if (!runtime)
    return {
      status: 422,
      texts,
      body: {
        error: `${issues.length} problem(s): nothing was saved`,
        issues: placeIssues(issues, texts, request).map((issue) => ({
          ...issue,
          setting: settingsFieldOf(issue, texts, request.routeName, request.partnerId),
        })),
        changed,
      },
    }
  const opened = pageBlocks(before.texts, request.routeName, request.partnerId).blocks
  const siteDiff = withEditorMoves(
    diffSites(before.runtime, runtime),
    request.movedIds ?? [],
    shownInOutline(compiled.files.root, [...opened, ...request.blocks]),
  )
  // A block's new dates are config:diff's own line under each page that shows the block, told once.
  const summary = formatSiteDiffMarkdown(siteDiff, { base: 'the files on disk', head: 'this edit' })
  return { status: 200, texts, body: { issues: [], changed, summary } }
}

/** The diff with each page's moves told as the editor made them, in blocks the outline shows (editorMoves.ts). */
function withEditorMoves(diff: SiteDiff, movedIds: readonly string[], isShown: (id: string) => boolean): SiteDiff {
  for (const page of diff.pages.changed) {
    const { reordered } = page.blocks
    if (reordered) reordered.moves = editorMoves(reordered.before, reordered.after, movedIds, isShown)
  }
  return diff
}

/** Whether a block of the page is one the outline shows by name: not a frame block (header, footer, error windows). */
export function shownInOutline(
  root: string,
  blocks: ReadonlyArray<{ id: string; type: string }>,
): (id: string) => boolean {
  // The schemas compiled once per process (schemaSetFor), not read from disk again at every check.
  const schemas = schemaSetFor(root)
  const frameTypes = new Set(
    schemas.blockTypes.filter((type) => (schemas.blockSchema(type) as PropSchema).studio?.category === 'frame'),
  )
  const typeOf = new Map(blocks.map((block) => [block.id, block.type]))
  return (id) => !frameTypes.has(typeOf.get(id) ?? '')
}

/** The site as the editable files on disk make it, compiled again when one of them changes. */
export function studioSite(root: string, editableDir: string = root): CompiledSite {
  return new CompiledSite(new SiteFiles(root, editableDir))
}

export class CompiledSite {
  private cached: { texts: ConfigTexts; hashes: Record<EditableFile, string>; runtime: SiteRuntime } | null = null
  /** Replaced by the review routes while a review branch is reopened (review/branchSiteFiles.server.ts). */
  constructor(public files: SiteFiles) {}

  current(): { texts: ConfigTexts; hashes: Record<EditableFile, string>; runtime: SiteRuntime } {
    const texts = this.files.readEditable()
    const hashes = hashesOf(texts)
    if (this.cached && EDITABLE_FILES.every((file) => this.cached!.hashes[file] === hashes[file])) return this.cached
    const { issues, runtime } = this.files.check(texts)
    if (!runtime)
      throw new Error(`the site config on disk is invalid; run npm run config:check (${issues.length} problem(s))`)
    this.cached = { texts, hashes, runtime }
    return this.cached
  }
}

function hashesOf(texts: ConfigTexts): Record<EditableFile, string> {
  return Object.fromEntries(EDITABLE_FILES.map((file) => [file, hashText(texts[file])])) as Record<EditableFile, string>
}

/** Image assets made by scripts/images.ts: files named `<asset>-<preset>-<width>.webp` under public/images. */
function imageAssets(root: string): string[] {
  const dir = join(root, 'public/images')
  const assets = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const m = /^(.+)-[A-Za-z]+-\d+\.webp$/.exec(file.split('\\').join('/'))
    if (m) assets.add(m[1]!)
  }
  return [...assets].sort()
}

/** The shared texts of site-config/sections.json (`{{texts.<name>}}`). */
function sharedTextsOf(texts: ConfigTexts): Record<string, string> {
  return (JSON.parse(texts[SECTIONS_FILE]) as { texts?: Record<string, string> }).texts ?? {}
}
