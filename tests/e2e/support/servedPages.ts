import { Window } from 'happy-dom'
import { inject } from 'vitest'

/** A served page's document as happy-dom parses it (no scripts run, no styles applied). */
export type ServedDocument = Window['document']

/**
 * Fetches each of `urls` from the server under test in turn, skips those it does not answer with an OK status,
 * parses the others with happy-dom and hands each document to `visit`; the page's window is closed after it.
 */
export async function forEachServedPage(
  urls: Iterable<string>,
  visit: (url: string, document: ServedDocument) => void | Promise<void>,
): Promise<void> {
  const baseUrl = inject('baseUrl')
  for (const url of urls) {
    const response = await fetch(baseUrl + url)
    if (!response.ok) continue
    const window = new Window({ url: baseUrl + url })
    try {
      window.document.write(await response.text())
      await visit(url, window.document)
    } finally {
      await window.happyDOM.close()
    }
  }
}
