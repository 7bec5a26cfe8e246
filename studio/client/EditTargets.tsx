import { createUsePuck } from '@puckeditor/core'
import type { Layer, ListTarget, OpenedPage, PageList } from './api.ts'

/**
 * Where an edit goes: prop edits (LayerChoice), list changes on a route that extends another
 * (ListTargetChoice), and, before any drop, which pages a move changes (MoveReach).
 */

const usePuck = createUsePuck()

/** The pages a move, a hide or a removal changes, in words: "only Lakeshore Moving & Storage", "all 5 partner pages". */
export function moveReach(
  opened: Pick<OpenedPage, 'partnerId' | 'partnerName' | 'routeName' | 'extendsRoute'>,
  layer: Layer,
  listTarget: ListTarget,
  pages: PageList,
): string {
  if (opened.partnerId && layer === 'partner') return `only ${opened.partnerName ?? opened.partnerId}`
  const target = opened.extendsRoute && listTarget === 'base' ? opened.extendsRoute : opened.routeName
  const count = pages.pages.filter((page) => page.routeName === target || page.extendsRoute === target).length
  if (count <= 1) return 'only this page'
  if (opened.partnerId && target === opened.routeName) return `all ${count} partner pages`
  return `all ${count} pages made from “${target}”`
}

/** Always in view above the page, and louder while a block is being dragged: where the drop will be saved. */
export function MoveReach({ reach }: { reach: string }) {
  const dragging = usePuck((state) => state.appState.ui.isDragging)
  return (
    <span
      role="status"
      data-move-reach={reach}
      data-dragging={dragging ? 'yes' : 'no'}
      style={{
        fontSize: 13,
        padding: '3px 8px',
        borderRadius: 4,
        background: dragging ? '#fff3cd' : 'transparent',
        fontWeight: dragging ? 700 : 400,
      }}
    >
      {dragging ? 'Dropping here changes ' : 'Moving or removing a block changes '}
      {reach}
    </span>
  )
}

/**
 * Where prop edits go. A partner page offers the partner layer; a page with shared sections offers the
 * sections themselves, saying how many pages each one is on (an edit there changes all of them).
 */
export function LayerChoice({
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
export function ListTargetChoice({
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

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
