import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { BlogPostProps } from '../../schemas/generated/blocks/BlogPostProps.ts'
import type { BlogPostData } from './data.ts'
import { BlogPost } from './BlogPost.tsx'

export default defineBlock<BlogPostProps, BlogPostData>(BlogPost)
