import type { PageContextServer } from 'vike/types'

export default function headHtmlEnd(pageContext: PageContextServer): string {
  return pageContext.emotionStyleTags ?? ''
}
