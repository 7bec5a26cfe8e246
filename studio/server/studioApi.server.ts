/**
 * The studio's HTTP API: the site's pages, one page as the editor opens it (blocks, partner layer, the
 * page model the preview renders with, loader data), a dry-run check with the config:diff summary, and the
 * save. Loaded through Vite (block loaders are found with import.meta.glob), never by the site's server.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import express, { type Response, type Router } from 'express'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { blockLoaders } from '../../blocks/loaders.server.ts'
import { type SiteServices, blockServicesFor, createSiteServices } from '../../server/siteServices.server.ts'
import { readUpstreamSettings } from '../../server/upstreams.server.ts'
import { diffSites } from '../../scripts/lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from '../../scripts/lib/siteDiffMarkdown.ts'
import { blockSchemaFiles } from '../../runtime/config/configFiles.server.ts'
import { readSchemaInlined } from '../../runtime/config/sharedSchemaDefs.server.ts'
import {
  type ConfigTexts,
  EDITABLE_FILES,
  type EditableFile,
  EditRefused,
  type PageEdit,
  PARTNERS_FILE,
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
import { requiredBlockTypes, requiredBlocksConfig } from './requiredBlocks.ts'
import { partnerFieldOf, partnerFormChoices, withNewPartner } from './partnerAddition.server.ts'
import type { NewPartnerOptions } from '../../scripts/lib/addPartner.ts'
import { PARTNER_PLACEHOLDERS, placeholdersIn } from '../../runtime/routing/placeholders.ts'
import { variantApplies } from '../../runtime/routing/resolvePage.ts'

export interface SaveRequest extends PageEdit {
  /** Content hashes of the editable files as the page was opened. */
  hashes: Record<EditableFile, string>
}

export function studioApi(
  root: string,
  editableDir: string = root,
  compiled: CompiledSite = studioSite(root, editableDir),
): Router {
  const files = compiled.files
  // The preview's loaders read the same sources as the site's (built on first use, once).
  let services: SiteServices | undefined
  const servicesFor = (runtime: SiteRuntime) =>
    blockServicesFor(
      (services ??= createSiteServices({ root, env: process.env, upstreams: readUpstreamSettings(process.env) })),
      runtime,
    )
  const router = express.Router()
  router.use(express.json({ limit: '5mb' }))

  router.get('/pages', (_req, res) => {
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
  })

  router.get('/sources', (_req, res) => {
    const site = compiled.current()
    const schemas = Object.fromEntries(
      // Shared definitions (tone, link, image) inlined: the fields are built from the whole tree.
      [...blockSchemaFiles(root)].map(([type, file]) => [type, readSchemaInlined(root, file)]),
    )
    res.json({ imageAssets: imageAssets(root), routePaths: site.runtime.routes.map((route) => route.path), schemas })
  })

  router.get('/page', async (req, res) => {
    const site = compiled.current()
    const key = typeof req.query.key === 'string' ? req.query.key : ''
    const route = site.runtime.routes.find((candidate) => candidate.key === key)
    if (!route) return void res.status(404).json({ error: `no page "${key}"` })
    const search = new URLSearchParams(typeof req.query.query === 'string' ? req.query.query : '')
    let model: PageModel = site.runtime.pageFor({ route, params: {}, canonicalPath: route.path }, search, route.path)
    try {
      model = await runBlockLoaders(model, servicesFor(site.runtime), blockLoaders)
    } catch (error) {
      // A page whose parameters name nothing (e.g. /shop/products/:id) still opens, without loaded data.
      console.warn(`studio: loaders of ${route.path} failed:`, (error as Error).message)
    }
    const partnerId = route.partner?.id ?? null
    const { blocks, overrides } = pageBlocks(site.texts, route.config.name, partnerId)
    // What this visitor's query changes: a declared variant's props, and blocks shown only to some visitors.
    const variant = route.variants.find((candidate) => variantApplies(candidate, model.context.query))
    const shown = new Set(model.blocks.map((block) => block.id))
    res.json({
      key,
      routeName: route.config.name,
      partnerId,
      partnerName: route.partner?.name ?? null,
      path: route.path,
      blocks,
      overrides,
      // Each shared section on the page and how many pages (partner pages included) an edit to it changes.
      sections: Object.fromEntries(
        [...new Set(blocks.flatMap((block) => (block.section ? [block.section] : [])))].map((section) => {
          const routeNames = new Set(routesUsingSection(site.texts, section))
          return [section, { pages: site.runtime.routes.filter((page) => routeNames.has(page.config.name)).length }]
        }),
      ),
      extendsRoute: baseRouteOf(site.texts, route.config.name),
      templateProps: Object.fromEntries(
        pageBlocks(site.texts, route.config.name, null).blocks.map((block) => [block.id, block.props]),
      ),
      data: Object.fromEntries(
        model.blocks.filter((block) => block.data !== undefined).map((block) => [block.id, block.data]),
      ),
      variantProps: variant?.props ?? {},
      hiddenIds: blocks.map((block) => block.id).filter((id) => !shown.has(id)),
      model: { ...model, blocks: [] },
      requiredTypes: requiredBlockTypes(requiredBlocksConfig(root), route.config.name),
      hashes: site.hashes,
    })
  })

  // Data for blocks added in the editor: their server loaders run with the page's context, as on the site.
  router.post('/block-data', async (req, res) => {
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
  })

  router.get('/partner-form', (_req, res) => {
    const site = compiled.current()
    const templates = site.runtime.config.routes.routes
      .filter((route) => placeholdersIn(route.path).some((name) => PARTNER_PLACEHOLDERS.has(name)))
      .map((route) => route.name)
    res.json({ ...partnerFormChoices(root, site.texts, templates), hashes: site.hashes })
  })

  // A marketer's new partner: checked (and summarised) first; written only with `save: true` and unchanged files.
  router.post('/partners', (req, res) =>
    respond(res, () => {
      const { partner, hashes, save } = req.body as {
        partner: NewPartnerOptions
        hashes: Record<EditableFile, string>
        save?: boolean
      }
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
                field: /id "/.test(added.error) ? 'id' : undefined,
              },
            ],
          },
        }
      const newIndex = (JSON.parse(added.texts[PARTNERS_FILE]) as { partners: unknown[] }).partners.length - 1
      const { issues, runtime } = files.check(added.texts)
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
      const pages = runtime.routes
        .filter((route) => route.partner?.id === partner.id)
        .map((route) => ({ key: route.key, path: route.path }))
      return { status: 200, body: { saved: true, issues: [], summary, pages } }
    }),
  )

  router.post('/check', (req, res) => respond(res, () => plan(files, compiled, req.body as SaveRequest)))

  router.post('/save', (req, res) =>
    respond(res, () => {
      const request = req.body as SaveRequest
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
      const result = plan(files, compiled, request)
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
    }),
  )
  return router
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
function plan(files: SiteFiles, compiled: CompiledSite, request: SaveRequest): Outcome & { texts: ConfigTexts } {
  const before = compiled.current()
  const texts = applyPageEdit(before.texts, request)
  const changed = EDITABLE_FILES.filter((file) => texts[file] !== before.texts[file])
  const { issues, runtime } = files.check(texts)
  if (!runtime)
    return {
      status: 422,
      texts,
      body: {
        error: `${issues.length} problem(s): nothing was saved`,
        issues: placeIssues(issues, texts, request),
        changed,
      },
    }
  const summary = formatSiteDiffMarkdown(diffSites(before.runtime, runtime), {
    base: 'the files on disk',
    head: 'this edit',
  })
  return { status: 200, texts, body: { issues: [], changed, summary } }
}

/** The site as the files on disk describe it, compiled again only when a file's content changes. */
/** The site as the editable files on disk make it, compiled again when one of them changes. */
export function studioSite(root: string, editableDir: string = root): CompiledSite {
  return new CompiledSite(new SiteFiles(root, editableDir))
}

export class CompiledSite {
  private cached: { texts: ConfigTexts; hashes: Record<EditableFile, string>; runtime: SiteRuntime } | null = null
  constructor(readonly files: SiteFiles) {}

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
