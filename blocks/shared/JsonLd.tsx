/** Serialises structured data for a script tag: `<` is escaped so no text can close the tag early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A schema.org JSON-LD script, rendered in the body where search engines read it as well as in the head. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
