import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { BlogIndexProps } from '../../schemas/generated/blocks/BlogIndexProps.ts'
import type { BlogIndexData } from './data.ts'
import { BlogIndex } from './BlogIndex.tsx'

export default defineBlock<BlogIndexProps, BlogIndexData>(BlogIndex)
