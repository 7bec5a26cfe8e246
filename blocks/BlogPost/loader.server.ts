import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { BlogPostProps } from '../../schemas/generated/blocks/BlogPostProps.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import type { BlogPostData } from './data.ts'

export const load: BlockLoader<BlogPostProps, BlogPostData> = async ({ props, context, services, setMeta }) => {
  const { content } = services
  const post = await content.blogPost(context.params.id ?? '')
  if (!post) throw pageNotFound(`no blog post "${context.params.id}"`)
  const { brand } = services.settings.site
  setMeta?.({
    title: pageTitle(`${post.title} | ${props.blogLabel}`, brand.name),
    description: post.excerpt,
    ...(post.cover ? { image: post.cover.url } : {}),
  })
  const others = (await content.blogPosts())
    .filter((p) => p.slug !== post.slug)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const { body, slug, title, excerpt, author, publishedAt, readMinutes, cover } = post
  return {
    post: { body, slug, title, excerpt, author, publishedAt, readMinutes, cover },
    more: others.slice(0, 3).map((p) => ({ slug: p.slug, title: p.title })),
    siteUrl: brand.siteUrl,
    publisher: brand.name,
  }
}
