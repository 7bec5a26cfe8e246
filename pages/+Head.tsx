import { usePageContext } from 'vike-react/usePageContext'
import type { PageModel } from '../runtime/PageModel.ts'

/** Tags vike-react does not set itself: robots, canonical URL and social-share metadata. */
export default function Head() {
  const model = usePageContext().data as PageModel | null | undefined
  if (!model) return <meta name="robots" content="noindex,follow" />
  return (
    <>
      <meta name="robots" content={model.meta.robots} />
      <link rel="canonical" href={model.meta.canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={model.meta.canonicalUrl} />
      <meta property="og:site_name" content={model.site.brand.name} />
      {model.meta.image && <meta property="og:image" content={model.meta.image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content={model.site.brand.palette.darkblue} />
    </>
  )
}
