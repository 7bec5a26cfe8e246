import type { BlockInstance } from '../PageModel.ts'
import { loadedBlock } from './blockModules.ts'

/** Renders blocks in config order, each from the registry; their code was loaded before rendering. */
export function BlockList({ blocks }: { blocks: readonly BlockInstance[] }) {
  return (
    <>
      {blocks.map((block) => {
        const definition = loadedBlock(block.type)
        if (!definition) throw new Error(`block type "${block.type}" was not loaded before rendering`)
        const { Component } = definition
        return <Component key={block.id} id={block.id} props={block.props} data={block.data} />
      })}
    </>
  )
}
