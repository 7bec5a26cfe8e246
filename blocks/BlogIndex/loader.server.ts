import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { BlogIndexProps } from '../../schemas/generated/blocks/BlogIndexProps.ts'
import { paginate } from '../../services/content/index.ts'
import type { BlogIndexData } from './data.ts'

/** One page of posts, newest first; a page past the last answers 404 rather than an empty list. */
export const load: BlockLoader<BlogIndexProps, BlogIndexData> = async ({ props, context, services, setMeta }) => {
  const posts = [...(await services.content.blogPosts())].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const requested = Number(context.query.page ?? 1)
  const slice = paginate(posts, requested, props.perPage)
  if (slice.page !== requested) throw pageNotFound(`blog page ${requested} of ${slice.totalPages}`)
  if (slice.page > 1) {
    setMeta?.({ title: `${props.heading}, page ${slice.page} | ${services.settings.site.brand.name}` })
  }
  return {
    page: slice.page,
    totalPages: slice.totalPages,
    posts: slice.items.map(({ slug, title, excerpt, author, publishedAt, readMinutes, cover }) => ({
      slug,
      title,
      excerpt,
      author,
      publishedAt,
      readMinutes,
      cover,
    })),
  }
}
