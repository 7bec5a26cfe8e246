import type { ReactNode } from 'react'
import type { BlockLoader } from './BlockLoader.ts'

/** What a block component receives: its own id (also its anchor), its props, and any server-loaded data. */
export interface BlockProps<P, D = undefined> {
  id: string
  props: P
  data: D
}

/** A block's component: a function of its id, props and data (blocks are function components). */
export type BlockComponent<P, D> = (props: BlockProps<P, D>) => ReactNode

/** A block's props schema (its schema.json), kept in the definition for tools such as the studio. */
export type BlockSchema = object

/** The props and data types of a block's loader (`export const load` in its loader.server.ts). */
export type LoaderProps<L> = L extends BlockLoader<infer P, unknown> ? P : never
export type LoaderData<L> = L extends (...args: never[]) => infer R ? Awaited<R> : never

declare const loaderTypes: unique symbol

/**
 * Says that a block has a server loader and carries the loader's types, never its code: the loader
 * lives in `loader.server.ts`, which must stay out of the browser bundle, so a block's index.ts only
 * imports its type (`import type { load } from './loader.server.ts'`). The server finds the loader
 * by that file name (runBlockLoaders); a unit test checks that every reference has its file and back.
 */
export interface ServerLoaderRef<P, D> {
  readonly file: 'loader.server.ts'
  readonly [loaderTypes]?: { props: P; data: D }
}

/** `load: serverLoader<typeof load>()` in a block's definition; see ServerLoaderRef. */
export function serverLoader<L extends BlockLoader<never, unknown>>(): ServerLoaderRef<LoaderProps<L>, LoaderData<L>> {
  return { file: 'loader.server.ts' }
}

/** A block type: its props schema, the component that renders it, and what it needs beyond its props. */
export interface BlockDefinition<P, D = undefined> {
  schema: BlockSchema
  Component: BlockComponent<P, D>
  /** The server loader whose result the component receives as `data`; absent when `data` is undefined. */
  load?: ServerLoaderRef<P, D>
  /**
   * Set when the loader reads the CMS content (`services.content`). With Strapi, pages showing such a block are
   * rendered per request instead of served from the build (server/content/contentPages.server.ts), so an editor's
   * change shows without a build; `npm run codegen` lists these blocks (schemas/generated/contentBlocks.ts), and
   * server/content/__tests__/contentPages.test.ts fails when a loader reads the content and its block does not say so.
   */
  readsContent?: boolean
  /**
   * Whether the block does anything in the browser (event handlers, effects, stores, timers). A
   * non-interactive block is plain server-rendered HTML and need never be hydrated.
   */
  interactive: boolean
  /**
   * When an interactive block hydrates. By default once it comes near the viewport or the visitor touches it,
   * so its code loads only for visitors who get there (its server HTML is what shows until then).
   * 'onArrival' for a block whose browser work cannot wait to be seen: it sits fixed on screen wherever its
   * section is (the header), or shows what only the browser knows (the shop's cart bar from the stored cart).
   * 'onUse' for a block whose server HTML shows all there is until the visitor acts (the chat bubble): it
   * hydrates on the first touch, focus or key on it (the press held and redone once hydrated) or on one of its
   * `hydrateOn` events from elsewhere (redispatched once hydrated), never merely for being seen.
   */
  hydrate?: 'inView' | 'onArrival' | 'onUse'
  /**
   * For a block that shows no box until another island asks for it (a dialog, a view another block switches
   * to): the window events that ask. An island without a box hydrates on arrival, since it can never come
   * into view; with `hydrateOn` it waits for the first of these events instead, and its code loads only then.
   * Once hydrated, the events that woke it are dispatched again, so its own listeners receive them: name only
   * events that this block alone answers, or that its other listeners may receive twice.
   */
  hydrateOn?: readonly string[]
  /**
   * With `hydrateOn`: the query values (declared by the route) that make the block hydrate on arrival after all,
   * because it applies them (the shop's chosen package applies a shop link).
   */
  hydrateOnArrivalWithQuery?: readonly string[]
  /**
   * With `hydrate: 'onUse'`: a sessionStorage key that makes the block hydrate on arrival after all when the tab
   * holds it, because it has something to show from an earlier page (the chat bubble: a conversation to resume, its
   * unread replies). Read by the island loader before it waits for use; the block writes the key.
   */
  hydrateOnArrivalWithStored?: string
}

/**
 * What the registry requires of the block registered under a type whose generated props type is P:
 * a component that accepts P (its data type is the block's own concern, checked by defineBlock).
 */
export interface BlockDefinitionFor<P> {
  schema: BlockSchema
  Component: BlockComponent<P, never>
  load?: ServerLoaderRef<P, unknown>
  readsContent?: boolean
  interactive: boolean
  hydrate?: 'inView' | 'onArrival' | 'onUse'
  hydrateOn?: readonly string[]
  hydrateOnArrivalWithQuery?: readonly string[]
  hydrateOnArrivalWithStored?: string
}

/**
 * The one way to define a block (in `blocks/<Type>/index.ts`). The component's props type must be the
 * generated type of the block's schema (the registry checks that), and with a loader the component's
 * `data` must be exactly what the loader returns.
 */
export function defineBlock<P, D>(definition: {
  schema: BlockSchema
  Component: BlockComponent<P, NoInfer<D>>
  load: ServerLoaderRef<P, D>
  readsContent?: boolean
  interactive: boolean
  hydrate?: 'inView' | 'onArrival' | 'onUse'
  hydrateOn?: readonly string[]
  hydrateOnArrivalWithQuery?: readonly string[]
  hydrateOnArrivalWithStored?: string
}): BlockDefinition<P, D>
export function defineBlock<P>(definition: {
  schema: BlockSchema
  Component: BlockComponent<P, undefined>
  interactive: boolean
  hydrate?: 'inView' | 'onArrival' | 'onUse'
  hydrateOn?: readonly string[]
  hydrateOnArrivalWithQuery?: readonly string[]
  hydrateOnArrivalWithStored?: string
}): BlockDefinition<P, undefined>
export function defineBlock<P, D>(definition: BlockDefinition<P, D>): BlockDefinition<P, D> {
  return definition
}
