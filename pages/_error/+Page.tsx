import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageView } from '../../runtime/render/PageView.tsx'
import { frameParts } from '../../blocks/frameParts.ts'

/**
 * The configured 404 / error page; when it cannot be built (broken config), the spec's own screens
 * (2.11, 8): "This page could not be found" for an unknown route, otherwise the fallback error screen.
 */
export default function Page() {
  const model = useData<PageModel | null>()
  const { is404 } = usePageContext()
  if (model) return <PageView model={model} frame={frameParts} />
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
      <h1>{is404 ? 'This page could not be found' : 'An error occurred while showing the error page'}</h1>
      <a href="/">Go back to home</a>
    </main>
  )
}
