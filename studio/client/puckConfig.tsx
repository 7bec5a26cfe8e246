import type { ReactNode } from 'react'
import type { ComponentConfig, Config, CustomField, Data, Fields } from '@puckeditor/core'
import type { StudioBlock } from './studioBlock.ts'
import { fieldsFromSchema } from '../fields/fieldsFromSchema.ts'
import { BLOCK_CATEGORIES, type BlockCategory, type FieldSources, type PropSchema } from '../fields/schemaTypes.ts'
import { newBlockId } from '../blockIds.ts'
import { scheduleField } from '../fields/scheduleField.tsx'
import { SCHEDULE_PROP } from '../fields/scheduleWords.ts'
import type { BlockScheduleConfig } from '../../services/schedule/promotionSchedule.ts'
import type { EditedBlock, PageSettings } from './api.ts'
import { BlockPreview, SitePage } from './SitePreview.tsx'

/** The Puck config of one page: every registered block with fields from its schema; required types cannot be deleted. */
export function puckConfigFor(
  definitions: ReadonlyMap<string, StudioBlock>,
  schemas: Record<string, PropSchema>,
  sources: FieldSources,
  requiredTypes: readonly string[],
  rootFields: Fields = {},
  requiredWhy: Readonly<Record<string, string>> = {},
): Config {
  const components: Record<string, ComponentConfig> = {}
  for (const [type, definition] of definitions) {
    const schema = schemas[type] ?? { type: 'object', properties: {} }
    const fields: Fields = { ...fieldsFromSchema(schema, sources, type), [SCHEDULE_PROP]: scheduleField() }
    components[type] = {
      label: schema.studio?.title ?? type,
      fields: requiredWhy[type] ? { protectedNote: protectedNote(requiredWhy[type]), ...fields } : fields,
      defaultProps: schemaDefaults(schema),
      permissions: requiredTypes.includes(type) ? { delete: false, duplicate: false } : undefined,
      render: (puckProps) => <BlockPreview definition={definition} puckProps={puckProps} />,
    }
  }
  // The root's fields are the page's own settings (the Page panel): title, description, layout...
  return {
    components,
    categories: paletteCategories(schemas, [...definitions.keys()]),
    root: {
      fields: rootFields,
      // The layout as chosen in the Page panel, shown at once (its header, footer, forms and chat).
      render: ({ children, layout }: { children?: ReactNode; layout?: string }) => (
        <SitePage layoutName={layout}>{children}</SitePage>
      ),
    },
  }
}

/**
 * The palette's groups, from each block schema's `studio.category`, titles sorted; frame blocks (header,
 * footer, error screens) are in a hidden group: pages that hold them still render them, nobody adds one.
 */
export function paletteCategories(schemas: Record<string, PropSchema>, types: readonly string[]) {
  const titleOf = (type: string) => schemas[type]?.studio?.title ?? type
  const inCategory = (category: BlockCategory) =>
    types
      .filter((type) => (schemas[type]?.studio?.category ?? 'content') === category)
      .sort((a, b) => titleOf(a).localeCompare(titleOf(b)))
  const categories: Record<
    string,
    { title?: string; components: string[]; visible?: boolean; defaultExpanded?: boolean }
  > = {}
  for (const [category, title] of Object.entries(BLOCK_CATEGORIES))
    categories[category] = { title, components: inCategory(category as BlockCategory), defaultExpanded: true }
  categories.frame = { title: 'Layout parts', components: inCategory('frame'), visible: false }
  return categories
}

/** Shown above a protected block's fields: why it has no bin. */
function protectedNote(why: string): CustomField<unknown> {
  return {
    type: 'custom',
    label: 'Cannot be removed',
    render: () => (
      <p
        data-protected-block=""
        style={{ margin: 0, padding: 8, background: '#eef3fb', borderRadius: 4, fontSize: 13 }}
      >
        {why} It can be moved, and its texts edited.
      </p>
    ),
  }
}

/** A Puck item's id: the block's id (Puck keeps it in the item's props). */
export function puckItemId(item: { props: unknown }): string {
  return String((item.props as { id?: unknown }).id)
}

/** Puck's data for a page: its settings as the root's props, its blocks with the block id as Puck's item id. */
export function puckDataFor(blocks: readonly EditedBlock[], settings: PageSettings): Data {
  return {
    root: { props: { ...settings } },
    content: blocks.map((block) => ({
      type: block.type,
      props: { ...block.props, ...(block.schedule ? { [SCHEDULE_PROP]: block.schedule } : {}), id: block.id },
    })),
  }
}

/**
 * The page's blocks as the config writes them. Blocks added in the studio carry Puck's random ids; they get
 * a readable id, and `idFor` remembers which Puck item it was (to show problems at its fields).
 */
export function editedBlocksOf(
  data: Data,
  knownIds: ReadonlySet<string>,
): { blocks: EditedBlock[]; puckIdFor: Map<string, string> } {
  const taken = new Set(data.content.map(puckItemId).filter((id) => knownIds.has(id)))
  const puckIdFor = new Map<string, string>()
  const blocks = data.content.map((item) => {
    const { id: puckId, [SCHEDULE_PROP]: schedule, ...props } = item.props as Record<string, unknown>
    let id = String(puckId)
    if (!knownIds.has(id)) {
      id = newBlockId(item.type, taken)
      taken.add(id)
    }
    puckIdFor.set(id, String(puckId))
    const block: EditedBlock = { id, type: item.type, props: withoutUndefined(props) as Record<string, unknown> }
    if (schedule && typeof schedule === 'object' && Object.keys(schedule).length)
      block.schedule = withoutUndefined(schedule) as BlockScheduleConfig
    return block
  })
  return { blocks, puckIdFor }
}

/** The page's settings as edited in the Page panel (the root's props, without its display-only fields). */
export function settingsOf(data: Data, opened: PageSettings): PageSettings {
  const props = (data.root.props ?? {}) as Partial<PageSettings>
  const settings: PageSettings = {
    path: props.path ?? opened.path,
    title: props.title ?? opened.title,
    description: props.description ?? '',
    robots: props.robots ?? opened.robots,
    layout: props.layout ?? opened.layout,
  }
  if (opened.partnerPhone !== undefined) settings.partnerPhone = props.partnerPhone ?? ''
  if (opened.partnerLeadSource !== undefined) settings.partnerLeadSource = props.partnerLeadSource ?? ''
  return settings
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, withoutUndefined(item)]),
    )
  }
  return value
}

function schemaDefaults(schema: PropSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, prop]) => prop.default !== undefined)
      .map(([key, prop]) => [key, prop.default]),
  )
}
