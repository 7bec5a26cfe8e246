import type { ReactNode } from 'react'

/**
 * A registered block as the studio uses it: any type, rendered with the props being edited. The studio
 * holds every type in one map, so it sees past each block's exact props type; config:check (on save)
 * is what checks the props against the block's schema.
 */
export interface StudioBlock {
  schema: object
  Component: (props: { id: string; props: Record<string, unknown>; data: unknown }) => ReactNode
}
