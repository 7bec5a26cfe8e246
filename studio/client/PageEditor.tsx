import { type AppState, type Data, FieldLabel, Puck, type PuckAction, useGetPuck } from '@puckeditor/core'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { FieldNoteSlotContext } from '../fields/FieldNoteSlot.tsx'
import { FieldHelp, fieldWordsOf } from '../fields/fieldWords.tsx'
import { TemplateValuesContext } from '../fields/chipText.tsx'
import { CatalogueDevicesContext } from '../fields/catalogueFields.tsx'
import type { Layer, ListTarget, OpenedPage, PageList, SaveRequest, Sources } from './api.ts'
import { LayerChoice, ListTargetChoice, MoveReach, moveReach } from './EditTargets.tsx'
import { FieldError, FieldNotesContext, PartnerBadge } from './FieldNotes.tsx'
import { pageSettingsFields } from './PageSettingsFields.tsx'
import { PreviewContext, type PreviewState } from './previewContext.ts'
import { editedBlocksOf, puckConfigFor, puckDataFor, puckItemId, settingsOf } from './puckConfig.tsx'
import { SaveDialog } from './SaveDialog.tsx'
import { type FieldLabelOf, fieldLabels } from './fieldLabels.ts'
import { ReviewStatus, SendForReview } from './ReviewPanel.tsx'
import { PreviewDocument } from './SitePreview.tsx'
import {
  REAL_VISITOR,
  type SimulatedVisitor,
  SimulatorBar,
  simulatedMoment,
  simulatedQuery,
  visitorOverrides,
} from './Simulator.tsx'
import { fillTokens } from '../../runtime/routing/placeholders.ts'
import {
  type PreviewData,
  useAddedBlockData,
  useOpenedPage,
  usePickedLayout,
  useUnsavedWarning,
} from './useOpenedPage.ts'
import { useSaveFlow } from './useSaveFlow.ts'

const VIEWPORTS = [
  { width: 375, height: 'auto' as const, label: 'Phone 375', icon: 'Smartphone' as const },
  { width: 768, height: 'auto' as const, label: 'Tablet 768', icon: 'Tablet' as const },
  { width: 1280, height: 'auto' as const, label: 'Desktop 1280', icon: 'Monitor' as const },
]

/** One page in Puck: the site's blocks, fields from their schemas, the page's settings, the layers, the simulator and the save flow. */
export function PageEditor({ pageKey }: { pageKey: string }) {
  const [visitor, setVisitor] = useState<SimulatedVisitor>(REAL_VISITOR)
  const query = simulatedQuery(visitor)
  const { editor, preview, setPreview, generation, reopen, loadError } = useOpenedPage(pageKey, query)
  const [edited, setEdited] = useState<{ data: Data; of: Data } | null>(null)
  const [chosenLayer, setLayer] = useState<Layer | null>(null)
  const [listTarget, setListTarget] = useState<ListTarget>('base')
  const saveFlow = useSaveFlow(reopen)
  const [labelOf, setLabelOf] = useState<FieldLabelOf>(() => (_blockId: string, prop: string) => prop)

  const opened = editor?.opened ?? null
  const schemas = editor?.sources.schemas
  // A page opens with its partner's layer; the editor's choice is kept when the page reopens after a save.
  const layer: Layer | null = opened ? (chosenLayer ?? (opened.partnerId ? 'partner' : 'template')) : null
  const initialData = useMemo(() => (opened ? puckDataFor(opened.blocks, opened.settings) : null), [opened])
  // Puck's latest data, as long as it is of the page as opened now (a save reopens it).
  const current = edited && edited.of === initialData ? edited.data : initialData
  const setCurrent = useCallback(
    (data: Data) => setEdited(initialData ? { data, of: initialData } : null),
    [initialData],
  )
  const dragged = useDraggedBlocks(initialData)
  useAddedBlockData(current, preview, setPreview, pageKey, query)
  usePickedLayout((current?.root.props as { layout?: string } | undefined)?.layout, preview, setPreview, pageKey, query)
  const dirty = useDirty(opened, initialData, current)
  useUnsavedWarning(dirty)

  const startSave = useCallback(
    async (data: Data) => {
      if (!opened || !layer || !schemas) return
      const knownIds = new Set(opened.blocks.map((block) => block.id))
      const { blocks, puckIdFor } = editedBlocksOf(data, knownIds)
      const idOfPuckItem = new Map([...puckIdFor].map(([id, puckId]) => [puckId, id]))
      const request: SaveRequest = {
        routeName: opened.routeName,
        partnerId: opened.partnerId,
        layer,
        listTarget,
        blocks,
        settings: settingsOf(data, opened.settings),
        hashes: opened.hashes,
        movedIds: dragged.ids().flatMap((puckId) => idOfPuckItem.get(puckId) ?? []),
      }
      setLabelOf(() => fieldLabels(schemas, blocks))
      await saveFlow.check(request, puckIdFor, fieldLabels(schemas, blocks))
    },
    [opened, layer, listTarget, saveFlow, schemas, dragged],
  )

  const templatePages = editor ? partnerChoicesOf(editor.opened, editor.pages).length : 0
  const config = useMemo(
    () =>
      editor
        ? puckConfigFor(
            editor.definitions,
            editor.sources.schemas,
            editor.sources,
            editor.opened.requiredTypes,
            pageSettingsFields(editor.opened.layouts, {
              partnerName: editor.opened.partnerName,
              path: editor.opened.path,
              templatePages,
            }),
            editor.opened.requiredWhy,
          )
        : null,
    [editor, templatePages],
  )
  const previewState = usePreviewState(preview, visitor)
  const notes = useMemo(
    () => ({
      errors: saveFlow.issues,
      partnerProps: new Map(
        Object.entries(opened?.overrides ?? {}).map(([id, props]) => [id, new Set(Object.keys(props))]),
      ),
      templateProps: opened?.templateProps ?? {},
    }),
    [saveFlow.issues, opened],
  )

  if (loadError) return <p role="alert">{loadError}</p>
  if (!editor || !opened || !config || !previewState || !layer || !initialData) return <p>Opening {pageKey}…</p>

  const partnerChoices = partnerChoicesOf(opened, editor.pages)
  const reach = moveReach(opened, layer, listTarget, editor.pages)
  return (
    <FieldNotesContext.Provider value={notes}>
      <TemplateValuesContext.Provider value={opened.templateValues}>
        <CatalogueDevicesContext.Provider value={opened.catalogue.devices}>
          <FieldNoteSlotContext.Provider value={renderFieldNote}>
            <PreviewContext.Provider value={previewState}>
              <div
                style={{
                  height: '100vh',
                  display: 'flex',
                  flexDirection: 'column',
                  fontFamily: 'system-ui, sans-serif',
                }}
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
                  {opened.extendsRoute && layer !== 'partner' && (
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
                  <ReviewStatus />
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
                    data={initialData}
                    onChange={setCurrent}
                    onAction={dragged.onAction}
                    onPublish={(data) => void startSave(data)}
                    viewports={VIEWPORTS}
                    height="100%"
                    headerTitle={opened.path}
                    overrides={{
                      iframe: PreviewDocument,
                      fieldLabel: LabelWithNotes,
                      headerActions: () => (
                        <>
                          <MoveReach reach={reach} />
                          <SaveButton onSave={startSave} />
                        </>
                      ),
                    }}
                  />
                </div>
              </div>
              {saveFlow.step && (
                <SaveDialog
                  step={saveFlow.step}
                  onConfirm={() => void saveFlow.confirm()}
                  onClose={saveFlow.close}
                  blockNames={blockNamesOf(opened, editor.sources)}
                  labelOf={labelOf}
                >
                  {saveFlow.step.kind === 'review' && saveFlow.step.changed.length > 0 && (
                    <SendForReview
                      request={saveFlow.pending.current}
                      summary={saveFlow.step.summary}
                      onSent={() => {
                        saveFlow.close()
                        reopen()
                      }}
                    />
                  )}
                </SaveDialog>
              )}
            </PreviewContext.Provider>
          </FieldNoteSlotContext.Provider>
        </CatalogueDevicesContext.Provider>
      </TemplateValuesContext.Provider>
    </FieldNotesContext.Provider>
  )
}

/**
 * The blocks the editor dragged since the page was opened, in the order of their last drag (Puck's reorder
 * and move actions): the save summary tells the moves the editor made, not the fewest that give the order.
 */
function useDraggedBlocks(opened: Data | null) {
  const ids = useRef<string[]>([])
  useEffect(() => {
    ids.current = []
  }, [opened])
  return useMemo(
    () => ({
      ids: () => [...ids.current],
      onAction: (action: PuckAction, state: AppState) => {
        if (action.type !== 'reorder' && action.type !== 'move') return
        const item = state.data.content[action.destinationIndex]
        if (!item || !action.destinationZone.startsWith('root:')) return
        const id = puckItemId(item)
        ids.current = [...ids.current.filter((other) => other !== id), id]
      },
    }),
    [],
  )
}

/** Each block id of the page and its name in the outline (its type's title for people). */
function blockNamesOf(opened: OpenedPage, sources: Sources): Map<string, string> {
  return new Map(opened.blocks.map((block) => [block.id, sources.schemas[block.type]?.studio?.title ?? block.type]))
}

/** The pages made from this page's route (and from routes extending it): the simulator's partner choice. */
function partnerChoicesOf(opened: OpenedPage, pages: PageList) {
  return pages.pages
    .filter((page) => page.routeName === opened.routeName || page.extendsRoute === opened.routeName)
    .map((page) => ({ key: page.key, label: page.partner ? page.partner.name : 'no partner' }))
}

/** Whether the blocks or the settings differ from the page as opened. */
function useDirty(opened: OpenedPage | null, initial: Data | null, current: Data | null): boolean {
  const knownIds = useMemo(() => new Set(opened?.blocks.map((block) => block.id) ?? []), [opened])
  const snapshot = useCallback(
    (data: Data) =>
      JSON.stringify([editedBlocksOf(data, knownIds).blocks, opened ? settingsOf(data, opened.settings) : null]),
    [knownIds, opened],
  )
  const baseline = useMemo(() => (initial ? snapshot(initial) : ''), [initial, snapshot])
  return !!current && snapshot(current) !== baseline
}

/** What the preview renders with: the page model and data for the simulated visitor, at the simulated moment. */
function usePreviewState(preview: PreviewData | null, visitor: SimulatedVisitor): PreviewState | null {
  return useMemo(() => {
    if (!preview) return null
    const moment = simulatedMoment(visitor)
    const { brand } = preview.model.site
    const tokens: Record<string, string> = { 'brand.name': brand.name, 'brand.shortName': brand.shortName }
    if (preview.model.context.partner) tokens['partner.name'] = preview.model.context.partner.name
    // A promotion's dates and discount ({{promotion.<id>.<value>}}), which shared texts may quote too.
    for (const value of preview.templateValues)
      if (value.name.startsWith('promotion.') && value.value !== undefined) tokens[value.name] = value.value
    // The shared texts ({{texts.<name>}}), themselves filled with the names, as the site fills them.
    for (const value of preview.templateValues)
      if (value.name.startsWith('texts.') && value.value !== undefined)
        tokens[value.name] = fillTokens(value.value, tokens, () => undefined)
    return {
      model: preview.model,
      layouts: preview.layoutModels,
      data: preview.data,
      variantProps: preview.variantProps,
      hiddenIds: new Set(preview.hiddenIds),
      visitor: visitorOverrides(visitor, moment),
      tokens,
      catalogue: {
        prices: new Map(Object.entries(preview.catalogue.prices)),
        specs: new Map(preview.catalogue.devices.map((device) => [device.slug, device.facts])),
      },
      appMode: visitor.app,
      promotions: preview.promotions,
    }
  }, [preview, visitor])
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
  // Block fields carry their prop and help text (fieldWords.tsx); the Page panel's fields are named by their label.
  const words = fieldWordsOf(icon)
  return (
    <FieldLabel icon={words ? undefined : icon} label={label} el={el} readOnly={readOnly} className={className}>
      <FieldHelp help={words?.help} />
      {children}
      <FieldNote prop={words?.prop ?? label} />
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
