import { PageEditor } from './PageEditor.tsx'
import { PageListView } from './PageListView.tsx'

/** /studio lists the pages; /studio?page=<key> edits one (plain links, so the browser's back button works). */
export function StudioApp() {
  const key = new URLSearchParams(window.location.search).get('page')
  return key ? <PageEditor pageKey={key} /> : <PageListView />
}
