/** schema.org FAQPage structured data for the questions on the page. */
export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: readonly string[] }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  }
}

/** JSON for a <script> element: "<" escaped so no answer text can close the script early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
