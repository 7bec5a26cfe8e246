import type { ComponentType } from 'react'

/** What a block component receives: its own id (also its anchor), its props, and any server-loaded data. */
export interface BlockProps<P, D = undefined> {
  id: string
  props: P
  data: D
}

/** A block type: the component that renders it. Props come from its schema.json, data from loader.server.ts. */
export interface BlockDefinition<P = unknown, D = undefined> {
  Component: ComponentType<BlockProps<P, D>>
}

/** Any block's definition: the registry holds blocks of many prop types, checked against their schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any, any>

export interface BlockModule {
  default: AnyBlockDefinition
}

export function defineBlock<P, D = undefined>(Component: ComponentType<BlockProps<P, D>>): BlockDefinition<P, D> {
  return { Component }
}
