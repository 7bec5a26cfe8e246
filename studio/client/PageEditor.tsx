import { type Config, type Data, FieldLabel, Puck, useGetPuck } from '@puckeditor/core'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { StudioBlock } from './studioBlock.ts'
import { loadPageBlocks } from '../../runtime/render/loadPageBlocks.ts'
import { blockRegistry } from '../../blocks/registry.ts'
import { FieldNoteSlotContext } from '../fields/FieldNoteSlot.tsx'
import {
  type Layer,
  type ListTarget,
  type OpenedPage,
  type PageList,
  type PlacedIssue,
  type SaveRequest,
  type Sources,
  studioApi,
} from './api.ts'
import { FieldError, FieldNotesContext, PartnerBadge } from './FieldNotes.tsx'
import { loadBlockDefinitions } from './loadBlockDefinitions.ts'
import { PreviewContext, type PreviewState } from './previewContext.ts'
import { editedBlocksOf, puckConfigFor, puckDataFor, puckItemId } from './puckConfig.tsx'
import { SaveDialog, type SaveStep } from './SaveDialog.tsx'
import { PreviewDocument } from './SitePreview.tsx'
import {
  REAL_VISITOR,
  type SimulatedVisitor,
  SimulatorBar,
  simulatedMoment,
  simulatedQuery,
  visitorOverrides,
} from './Simulator.tsx'

const VIEWPORTS = [
  { width: 375, height: 'auto' as const, label: 'Phone 375', icon: 'Smartphone' as const },
  { width: 768, height: 'auto' as const, label: 'Tablet 768', icon: 'Tablet' as const },
  { width: 1280, height: 'auto' as const, label: 'Desktop 1280', icon: 'Monitor' as const },
]

/** One page in Puck: the site's blocks, fields from their schemas, the partner layer, the simulator and the save flow. */
export function PageEditor({ pageKey }: { pageKey: string }) {
  const [opened, setOpened] = useState<OpenedPage | null>(null)
  const [sources, setSources] = useState<Sources | null>(null)
  const [definitions, setDefinitions] = useState<Map<string, StudioBlock> | null>(null)
  const [pages, setPages] = useState<PageList | null>(null)
  const [preview, setPreview] = useState<Pick<OpenedPage, 'model' | 'data' | 'variantProps' | 'hiddenIds'> | null>(null)
  const [visitor, setVisitor] = useState<SimulatedVisitor>(REAL_VISITOR)
  const [layer, setLayer] = useState<Layer | null>(null)
  const [listTarget, setListTarget] = useState<ListTarget>('base')
  const [current, setCurrent] = useState<Data | null>(null)
  const [step, setStep] = useState<SaveStep | null>(null)
  const [issues, setIssues] = useState<Map<string, Map<string, string[]>>>(new Map())
  const [generation, setGeneration] = useState(0)
  const [loadError, setLoadError] = useState<string | null>(null)
  const pendingSave = useRef<SaveRequest | null>(null)
  const requestedData = useRef(new Set<string>())
  const query = simulatedQuery(visitor)

  useEffect(() => {
    let cancelled = false
    Promise.all([studioApi.page(pageKey, query), studioApi.sources(), loadBlockDefinitions(), studioApi.pages()])
      .then(async ([page, loadedSources, loadedDefinitions, list]) => {
        await loadPageBlocks(page.model, blockRegistry)
        if (cancelled) return
        setOpened(page)
        setPreview(page)
        setSources(loadedSources)
        setDefinitions(loadedDefinitions)
        setPages(list)
        setCurrent(puckDataFor(page.blocks))
        setLayer((was) => was ?? (page.partnerId ? 'partner' : 'template'))
      })
      .catch((error: Error) => setLoadError(error.message))
    return () => {
      cancelled = true
    }
    // The simulated query is fetched by the effect below, without reopening the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey, generation])

  useEffect(() => {
    if (!opened) return
    let cancelled = false
    // A new query means new loader data for every block, added ones included.
    requestedData.current.clear()
    studioApi
      .page(pageKey, query)
      .then(async (page) => {
        await loadPageBlocks(page.model, blockRegistry)
        if (!cancelled) setPreview(page)
      })
      .catch((error: Error) => setLoadError(error.message))
    return () => {
      cancelled = true
    }
  }, [query, opened, pageKey])

  // Blocks added in the editor have no loader data yet: ask the studio server once per new block.
  useEffect(() => {
    if (!current || !preview) return
    const missing = current.content
      .map((item) => ({ id: puckItemId(item), type: item.type, props: item.props as Record<string, unknown> }))
      .filter((block) => !(block.id in preview.data) && !requestedData.current.has(block.id))
    if (!missing.length) return
    for (const block of missing) requestedData.current.add(block.id)
    studioApi
      .blockData(pageKey, query, missing)
      .then(({ body }) => {
        if (Object.keys(body.data ?? {}).length)
          setPreview((was) => (was ? { ...was, data: { ...was.data, ...body.data } } : was))
      })
      // Without data the block shows what it shows without it; the editor keeps working.
      .catch((error: Error) => console.warn('studio: block data', error.message))
  }, [current, preview, pageKey, query])

  const knownIds = useMemo(() => new Set(opened?.blocks.map((block) => block.id) ?? []), [opened])
  const baseline = useMemo(
    () => (opened ? JSON.stringify(editedBlocksOf(puckDataFor(opened.blocks), knownIds).blocks) : ''),
    [opened, knownIds],
  )
  const dirty = !!current && JSON.stringify(editedBlocksOf(current, knownIds).blocks) !== baseline

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const startSave = useCallback(
    async (data: Data) => {
      if (!opened || !layer) return
      const { blocks, puckIdFor } = editedBlocksOf(data, knownIds)
      const request: SaveRequest = {
        routeName: opened.routeName,
        partnerId: opened.partnerId,
        layer,
        listTarget,
        blocks,
        hashes: opened.hashes,
      }
      pendingSave.current = request
      setStep({ kind: 'checking' })
      const { status, body } = await studioApi.check(request)
      if (status === 200) {
        setIssues(new Map())
        setStep({ kind: 'review', summary: body.summary ?? '', changed: body.changed ?? [] })
        return
      }
      setIssues(issuesByField(body.issues ?? [], puckIdFor))
      setStep({ kind: 'invalid', error: body.error ?? 'the check failed', issues: body.issues ?? [] })
    },
    [opened, layer, listTarget, knownIds],
  )

  const confirmSave = useCallback(async () => {
    const request = pendingSave.current
    if (!request) return
    setStep({ kind: 'saving' })
    const { status, body } = await studioApi.save(request)
    if (status === 200) {
      setStep(null)
      setOpened(null)
      setGeneration((n) => n + 1)
    } else if (status === 422 && body.issues?.length)
      setStep({ kind: 'invalid', error: body.error ?? 'the check failed', issues: body.issues })
    else setStep({ kind: 'failed', error: body.error ?? `the studio answered ${status}` })
  }, [])

  const config: Config | null = useMemo(
    () =>
      definitions && sources && opened
        ? puckConfigFor(definitions, sources.schemas, sources, opened.requiredTypes)
        : null,
    [definitions, sources, opened],
  )
  const previewState: PreviewState | null = useMemo(() => {
    if (!preview) return null
    const moment = simulatedMoment(visitor)
    const { brand } = preview.model.site
    const tokens: Record<string, string> = { 'brand.name': brand.name, 'brand.shortName': brand.shortName }
    if (preview.model.context.partner) tokens['partner.name'] = preview.model.context.partner.name
    return {
      model: preview.model,
      data: preview.data,
      variantProps: preview.variantProps,
      hiddenIds: new Set(preview.hiddenIds),
      visitor: visitorOverrides(visitor, moment),
      tokens,
      appMode: visitor.app,
    }
  }, [preview, visitor])
  const notes = useMemo(
    () => ({
      errors: issues,
      partnerProps: new Map(
        Object.entries(opened?.overrides ?? {}).map(([id, props]) => [id, new Set(Object.keys(props))]),
      ),
      templateProps: opened?.templateProps ?? {},
    }),
    [issues, opened],
  )

  if (loadError) return <p role="alert">{loadError}</p>
  if (!opened || !config || !previewState || !pages || !layer) return <p>Opening {pageKey}…</p>

  const partnerChoices = pages.pages
    .filter((page) => page.routeName === opened.routeName || page.extendsRoute === opened.routeName)
    .map((page) => ({ key: page.key, label: page.partner ? page.partner.name : 'no partner' }))

  return (
    <FieldNotesContext.Provider value={notes}>
      <FieldNoteSlotContext.Provider value={renderFieldNote}>
        <PreviewContext.Provider value={previewState}>
          <div
            style={{ height: '100vh', display: 'flex', flexDirection: 'column', fontFamily: 'system-ui, sans-serif' }}
          >
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 16,
                padding: '6px 12px',
                borderBottom: '1px solid #ddd',
                flexWrap: 'wrap',
              }}
            >
              <a href="/studio">All pages</a>
              <strong>{opened.path}</strong>
              {opened.partnerName && <span>for {opened.partnerName}</span>}
              {(opened.partnerId || Object.keys(opened.sections).length > 0) && (
                <LayerChoice
                  layer={layer}
                  onChange={setLayer}
                  routeName={opened.routeName}
                  partnerName={opened.partnerId ? (opened.partnerName ?? '') : null}
                  templatePages={partnerChoices.length}
                  sections={opened.sections}
                />
              )}
              {opened.extendsRoute && (
                <ListTargetChoice
                  target={listTarget}
                  onChange={setListTarget}
                  routeName={opened.routeName}
                  baseRoute={opened.extendsRoute}
                />
              )}
              <span
                role="status"
                data-save-state={dirty ? 'unsaved' : 'saved'}
                style={{ marginLeft: 'auto', fontWeight: 600, color: dirty ? '#8a4b00' : '#1d6b2f' }}
              >
                {dirty ? 'Unsaved changes' : 'All changes saved'}
              </span>
            </div>
            <SimulatorBar
              visitor={visitor}
              onChange={setVisitor}
              partnerChoices={partnerChoices}
              currentKey={opened.key}
              onPartner={(key) => window.location.assign(`/studio?page=${encodeURIComponent(key)}`)}
            />
            <div style={{ flex: 1, minHeight: 0 }}>
              <Puck
                key={generation}
                config={config}
                data={puckDataFor(opened.blocks)}
                onChange={setCurrent}
                onPublish={(data) => void startSave(data)}
                viewports={VIEWPORTS}
                height="100%"
                headerTitle={opened.path}
                overrides={{
                  iframe: PreviewDocument,
                  fieldLabel: LabelWithNotes,
                  headerActions: () => <SaveButton onSave={startSave} />,
                }}
              />
            </div>
          </div>
          {step && <SaveDialog step={step} onConfirm={() => void confirmSave()} onClose={() => setStep(null)} />}
        </PreviewContext.Provider>
      </FieldNoteSlotContext.Provider>
    </FieldNotesContext.Provider>
  )
}

function renderFieldNote(prop: string) {
  return <FieldNote prop={prop} />
}

function FieldNote({ prop }: { prop: string }) {
  return (
    <>
      <PartnerBadge prop={prop} />
      <FieldError prop={prop} />
    </>
  )
}

function LabelWithNotes({
  children,
  icon,
  label,
  el,
  readOnly,
  className,
}: {
  children?: ReactNode
  icon?: ReactNode
  label: string
  el?: 'label' | 'div'
  readOnly?: boolean
  className?: string
}) {
  return (
    <FieldLabel icon={icon} label={label} el={el} readOnly={readOnly} className={className}>
      {children}
      <FieldNote prop={label} />
    </FieldLabel>
  )
}

/** Puck's header button, renamed: saving checks first and writes files, it does not publish the site. Ctrl+S too. */
function SaveButton({ onSave }: { onSave: (data: Data) => void }) {
  const getPuck = useGetPuck()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        onSave(getPuck().appState.data)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [getPuck, onSave])
  return (
    <button
      type="button"
      data-studio-save=""
      onClick={() => onSave(getPuck().appState.data)}
      style={{ padding: '6px 14px', fontWeight: 600 }}
    >
      Check and save…
    </button>
  )
}

/**
 * Where prop edits go. A partner page offers the partner layer; a page with shared sections offers the
 * sections themselves, saying how many pages each one is on (an edit there changes all of them).
 */
function LayerChoice({
  layer,
  onChange,
  routeName,
  partnerName,
  templatePages,
  sections,
}: {
  layer: Layer
  onChange: (layer: Layer) => void
  routeName: string
  partnerName: string | null
  templatePages: number
  sections: OpenedPage['sections']
}) {
  const sectionNames = Object.keys(sections)
  return (
    <fieldset
      style={{
        border: 0,
        margin: 0,
        padding: 0,
        display: 'inline-flex',
        gap: 10,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <legend style={{ float: 'left', marginRight: 6 }}>Edits go to</legend>
      {partnerName !== null && (
        <label>
          <input
            type="radio"
            name="layer"
            value="partner"
            checked={layer === 'partner'}
            onChange={() => onChange('partner')}
          />{' '}
          {partnerName} only (partners.json)
        </label>
      )}
      <label>
        <input
          type="radio"
          name="layer"
          value="template"
          checked={layer === 'template'}
          onChange={() => onChange('template')}
        />{' '}
        the route “{routeName}” (routes.json
        {partnerName !== null ? `: changes ${plural(templatePages, 'page')}` : ''})
      </label>
      {sectionNames.length > 0 && (
        <label>
          <input
            type="radio"
            name="layer"
            value="section"
            checked={layer === 'section'}
            onChange={() => onChange('section')}
          />{' '}
          the shared section (site-config/sections.json):{' '}
          <span data-section-reach="">
            {sectionNames.map((name) => `${name} is on ${plural(sections[name]!.pages, 'page')}`).join('; ')}
          </span>
        </label>
      )}
    </fieldset>
  )
}

/** On a route that extends another: moving, adding and removing blocks changes the base route's list unless the editor keeps it to this route. */
function ListTargetChoice({
  target,
  onChange,
  routeName,
  baseRoute,
}: {
  target: ListTarget
  onChange: (target: ListTarget) => void
  routeName: string
  baseRoute: string
}) {
  return (
    <fieldset
      style={{
        border: 0,
        margin: 0,
        padding: 0,
        display: 'inline-flex',
        gap: 10,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <legend style={{ float: 'left', marginRight: 6 }}>Moving, adding, removing blocks changes</legend>
      <label>
        <input
          type="radio"
          name="list-target"
          value="base"
          checked={target === 'base'}
          onChange={() => onChange('base')}
        />{' '}
        “{baseRoute}”, which “{routeName}” extends
      </label>
      <label>
        <input
          type="radio"
          name="list-target"
          value="route"
          checked={target === 'route'}
          onChange={() => onChange('route')}
        />{' '}
        “{routeName}” only
      </label>
    </fieldset>
  )
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** Problems by Puck item id and top-level prop; "must have required property 'x'" belongs to x. */
function issuesByField(
  issues: readonly PlacedIssue[],
  puckIdFor: ReadonlyMap<string, string>,
): Map<string, Map<string, string[]>> {
  const byBlock = new Map<string, Map<string, string[]>>()
  for (const issue of issues) {
    if (!issue.blockId) continue
    const prop = issue.prop ?? /required property '([^']+)'/.exec(issue.message)?.[1]
    if (!prop) continue
    const id = puckIdFor.get(issue.blockId) ?? issue.blockId
    const props = byBlock.get(id) ?? new Map<string, string[]>()
    byBlock.set(id, props)
    props.set(prop, [...(props.get(prop) ?? []), issue.message])
  }
  return byBlock
}
