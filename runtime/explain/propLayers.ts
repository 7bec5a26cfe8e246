import type { SiteConfig } from '../SiteConfig.ts'
import type { ExpandedRoute } from '../routing/expandRoutes.ts'
import { PARTNERS_FILE, ROUTES_FILE } from '../config/IssueSink.ts'
import type { LayerName } from './Provenance.ts'
import type { RouteComposition } from '../config/composeRoutes.ts'
import type { SharedItemUse } from '../config/sharedItems.ts'

/** What one layer wrote into one block's props, and where. */
export interface PropSource {
  layer: LayerName
  file: string
  /** JSON path of the props object in `file`. */
  at: Array<string | number>
  props: Record<string, unknown>
  /** Where the value at a props path is written, when the file does not hold the props as they are (a schema's defaults). */
  pathInFile?: (propPath: readonly string[]) => Array<string | number>
  /** The shared list items (sections.json `items`) these props name. */
  sharedItems?: readonly SharedItemUse[]
}

/** Everything a layer needs to find its contribution to one block of one page. */
export interface BlockLayerInput {
  config: SiteConfig
  route: ExpandedRoute
  blockId: string
  blockType: string
  /** Index in partners.json of the page's partner. */
  partnerIndex: number | null
  /** Index in the route's `variants` of the variant the request selected. */
  variantIndex: number | null
  /** How routes.json's shared sections and `extends` were composed; absent for a runtime built without them. */
  composition: RouteComposition | undefined
  /** The block schema's `default` values, the site-wide defaults of its props. */
  schemaDefaults: (type: string) => Record<string, unknown>
}

/** A layer's contributions to one block: composed route blocks may have several (shared section, extended routes, route). */
export type PropLayer = (input: BlockLayerInput) => PropSource | readonly PropSource[] | null

const siteDefaults: PropLayer = ({ blockType, schemaDefaults }) => {
  const props = schemaDefaults(blockType)
  const pathInFile = (propPath: readonly string[]) => [...propPath.flatMap((key) => ['properties', key]), 'default']
  return { layer: 'site default', file: `blocks/${blockType}/schema.json`, at: [], props, pathInFile }
}

/** The shared section and every route (the route and the routes it extends) that wrote the block's props. */
const composedBlock: PropLayer = ({ route, blockId, composition }) => {
  const b = route.config.blocks.findIndex((block) => block.id === blockId)
  if (b === -1) return null
  const origin = composition?.blockOrigin(route.index, b)
  if (!origin)
    return {
      layer: 'route',
      file: ROUTES_FILE,
      at: ['routes', route.index, 'blocks', b, 'props'],
      props: route.config.blocks[b]!.props ?? {},
    }
  return origin.layers.map((layer) => ({
    layer: layer.layer,
    file: layer.file,
    at: [...layer.path],
    props: layer.props,
    ...(layer.sharedItems ? { sharedItems: layer.sharedItems } : {}),
  }))
}

const partnerBlockProps: PropLayer = ({ config, partnerIndex, blockId }) => {
  if (partnerIndex === null) return null
  const props = config.partners.partners[partnerIndex]!.blockProps?.[blockId]
  return props
    ? { layer: 'partner', file: PARTNERS_FILE, at: ['partners', partnerIndex, 'blockProps', blockId], props }
    : null
}

const queryVariant: PropLayer = ({ route, variantIndex, blockId }) => {
  if (variantIndex === null) return null
  const props = route.config.variants?.[variantIndex]?.props?.[blockId]
  return props
    ? {
        layer: 'query variant',
        file: ROUTES_FILE,
        at: ['routes', route.index, 'variants', variantIndex, 'props', blockId],
        props,
      }
    : null
}

/**
 * The layers that write a block's props, lowest first; a higher layer's value wins, objects merge
 * key by key and arrays are replaced whole (mergeProps). Shared sections and the routes a route extends come
 * from the composition, between the site defaults and the partner.
 */
export const PROP_LAYERS: readonly PropLayer[] = [siteDefaults, composedBlock, partnerBlockProps, queryVariant]
