import { pageWithBlocks, renderPageHtml } from './renderPage.tsx'

/** Server-renders one block in the minimal site's chrome at `url`; React's text separators removed. */
export async function renderBlock(
  type: string,
  props: Readonly<Record<string, unknown>>,
  url = '/',
  id = 'block',
): Promise<string> {
  const html = await renderPageHtml(pageWithBlocks([{ id, type, props }], url))
  // Emotion's inline <style> tags sit between elements in test renders; production moves them to <head>.
  return html.replace(/<!-- -->/g, '').replace(/<style data-emotion[^>]*>.*?<\/style>/g, '')
}

/** The part of the page's HTML inside <main>, so chrome text never satisfies an assertion. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main')
  return html.slice(start, html.indexOf('</main>', start))
}
