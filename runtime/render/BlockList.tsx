import { Fragment, type ReactNode } from 'react'
import { css } from '@emotion/react'
import { scheduleKey } from '../../services/schedule/index.ts'
import type { BlockInstance } from '../PageModel.ts'
import { RegisteredBlock } from '../islands/IslandTree.tsx'

/** The wrapper adds no box, so the block lays out as if it were not there. */
const scheduleBox = css`
  display: contents;
`

/**
 * Renders blocks in config order, each from the registry; their code was loaded before rendering.
 * `renderBlock` lets the page render some blocks differently (the site renders interactive ones as islands).
 */
export function BlockList({
  blocks,
  renderBlock = (block) => <RegisteredBlock block={block} />,
}: {
  blocks: readonly BlockInstance[]
  renderBlock?: (block: BlockInstance) => ReactNode
}) {
  return (
    <>
      {blocks.map((block) =>
        // The boot script hides a scheduled block outside its window by this attribute (services/schedule).
        block.schedule ? (
          <div key={block.id} data-schedule={scheduleKey(block.schedule)} css={scheduleBox}>
            {renderBlock(block)}
          </div>
        ) : (
          <Fragment key={block.id}>{renderBlock(block)}</Fragment>
        ),
      )}
    </>
  )
}
