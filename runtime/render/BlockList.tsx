import { Suspense } from 'react'
import { css } from '@emotion/react'
import { promotionKey } from '../../services/promotions/index.ts'
import type { BlockDataOf, BlockInstanceOf, BlockType } from '../../blocks/registry.ts'
import type { BlockInstance } from '../PageModel.ts'
import { ReportBlockHydrated } from './BlockHydration.tsx'
import { loadedBlock } from './blockModules.ts'

/**
 * Renders blocks in config order, each from the registry; their code was loaded before rendering.
 * Each block has its own Suspense boundary so that hydration proceeds block by block (see BlockHydration).
 */
/** The wrapper adds no box, so the block lays out as if it were not there. */
const promotionBox = css`
  display: contents;
`

export function BlockList({ blocks }: { blocks: readonly BlockInstance[] }) {
  return (
    <>
      {blocks.map((block) => {
        const rendered = (
          <Suspense key={block.id} fallback={null}>
            <RegisteredBlock block={block} />
            <ReportBlockHydrated />
          </Suspense>
        )
        // The boot script hides a promotion outside its window by this attribute (services/promotions).
        return block.promotion ? (
          <div key={block.id} data-promotion={promotionKey(block.promotion)} css={promotionBox}>
            {rendered}
          </div>
        ) : (
          rendered
        )
      })}
    </>
  )
}

/** One block rendered by its type's component; generic so that the props and data types match the type. */
function RegisteredBlock<Type extends BlockType>({ block }: { block: BlockInstanceOf<Type> }) {
  const definition = loadedBlock(block.type)
  if (!definition) throw new Error(`block type "${block.type}" was not loaded before rendering`)
  const { Component } = definition
  // A block with a loader is rendered only with its data: runBlockLoaders drops a block whose loader failed.
  return <Component id={block.id} props={block.props} data={block.data as BlockDataOf<Type>} />
}
