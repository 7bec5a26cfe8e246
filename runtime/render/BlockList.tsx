import { Suspense } from 'react'
import type { BlockInstance } from '../PageModel.ts'
import { ReportBlockHydrated } from './BlockHydration.tsx'
import { loadedBlock } from './blockModules.ts'

/**
 * Renders blocks in config order, each from the registry; their code was loaded before rendering.
 * Each block has its own Suspense boundary so that hydration proceeds block by block (see BlockHydration).
 */
export function BlockList({ blocks }: { blocks: readonly BlockInstance[] }) {
  return (
    <>
      {blocks.map((block) => {
        const definition = loadedBlock(block.type)
        if (!definition) throw new Error(`block type "${block.type}" was not loaded before rendering`)
        const { Component } = definition
        return (
          <Suspense key={block.id} fallback={null}>
            <Component id={block.id} props={block.props} data={block.data} />
            <ReportBlockHydrated />
          </Suspense>
        )
      })}
    </>
  )
}
