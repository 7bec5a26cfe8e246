import { useData } from 'vike-react/useData'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageView } from '../../runtime/render/PageView.tsx'

/** The error page's own text when even the configured error page cannot be built (spec 2.11, 8). */
export default function Page() {
  const model = useData<PageModel | null>()
  if (model) return <PageView model={model} />
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
      <h1>An error occurred while showing the error page</h1>
      <a href="/">Go back to home</a>
    </main>
  )
}
