import type { PageContextServer } from 'vike/types'

// Every URL reaches this page; the runtime's route table answers 404 through render(404) in +data.
export default function route(_pageContext: PageContextServer): boolean {
  return true
}
