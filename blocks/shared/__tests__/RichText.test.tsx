import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { RichText } from '../RichText.tsx'
import { jsonLdText } from '../JsonLd.tsx'
import type { InlineNode, RichText as Content, RichTextNode, TextNode } from '../../../services/content/index.ts'

const render = (content: Content) => renderToStaticMarkup(<RichText content={content} />)

/** Every href and src attribute in rendered HTML, entity-decoded the way a browser reads them. */
function urlAttributes(html: string): string[] {
  const decode = (v: string) =>
    v
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => decode(m[1]!))
}

/** The scheme a browser would see: control characters and whitespace inside a scheme are ignored. */
const schemeOf = (url: string) =>
  // eslint-disable-next-line no-control-regex -- the control characters are what the test strips
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase() ?? null

const dangerousUrl = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'javascript://%0aalert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'jav&#x09;ascript:alert(1)',
  ),
  fc
    .tuple(fc.constantFrom('javascript', 'data', 'vbscript', 'JaVaScRiPt'), fc.string())
    .map(([s, rest]) => `${s}:${rest}`),
)
const safeUrl = fc.constantFrom(
  '/help-center',
  '/terms?termsSection=_BaylineDisclaimer',
  '#steps',
  'https://www.epa.gov/recycle',
  'http://example.com',
  'mailto:help@harborhomesecurity.com',
  'tel:+18555550100',
)
const anyUrl = fc.oneof(dangerousUrl, safeUrl, fc.string(), fc.webUrl())

const text: fc.Arbitrary<TextNode> = fc.record({
  type: fc.constant('text' as const),
  text: fc.string({ maxLength: 20 }),
  bold: fc.option(fc.boolean(), { nil: undefined }),
})
const inline: fc.Arbitrary<InlineNode> = fc.oneof(
  text,
  fc.record({
    type: fc.constant('link' as const),
    url: anyUrl,
    children: fc.array(text, { minLength: 1, maxLength: 2 }),
  }),
)
const inlines = fc.array(inline, { minLength: 1, maxLength: 4 })
const block: fc.Arbitrary<RichTextNode> = fc.oneof(
  fc.record({ type: fc.constantFrom('paragraph' as const, 'quote' as const), children: inlines }),
  fc.record({
    type: fc.constant('heading' as const),
    level: fc.constantFrom(1 as const, 2 as const, 3 as const),
    children: inlines,
  }),
  fc.record({
    type: fc.constant('list' as const),
    format: fc.constantFrom('ordered' as const, 'unordered' as const),
    children: fc.array(fc.record({ type: fc.constant('list-item' as const), children: inlines }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({
    type: fc.constant('image' as const),
    image: fc.record({
      url: anyUrl,
      alternativeText: fc.string({ maxLength: 10 }),
      width: fc.integer({ min: 1, max: 2000 }),
      height: fc.integer({ min: 1, max: 2000 }),
    }),
    children: fc.constant([{ type: 'text' as const, text: '' }] as [TextNode]),
  }),
)

describe('RichText link safety', () => {
  it('never renders a javascript:, data: or other unsafe URL, whatever the block tree holds', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (content) => {
        for (const url of urlAttributes(render(content))) {
          const scheme = schemeOf(url)
          expect(scheme === null || ['http', 'https', 'mailto', 'tel'].includes(scheme), url).toBe(true)
          expect(url.startsWith('//') || url.startsWith('/\\'), url).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  it('keeps the words of a link it refuses', () => {
    const html = render([
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'Click me' }] }],
      },
    ])
    expect(html).toContain('Click me')
    expect(html).not.toContain('<a')
  })

  it('marks links that leave the site and keeps site links plain', () => {
    const html = render([
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'https://www.w3.org/TR/WCAG22/', children: [{ type: 'text', text: 'WCAG' }] }],
      },
      {
        type: 'paragraph',
        children: [{ type: 'link', url: '/warranty', children: [{ type: 'text', text: 'warranty' }] }],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://www.harborhomesecurity.com/faqs', children: [{ type: 'text', text: 'FAQs' }] },
        ],
      },
    ])
    expect(html).toContain(
      '<a href="https://www.w3.org/TR/WCAG22/" target="_blank" rel="noopener noreferrer">WCAG<span class="visually-hidden"> (opens in a new tab)</span>',
    )
    expect(html).toContain('<a href="/warranty">warranty</a>')
    expect(html).toContain('<a href="https://www.harborhomesecurity.com/faqs">FAQs</a>')
  })

  it('numbers repeated headings the way the table of contents does', () => {
    const html = render([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Steps' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Step 2' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Steps' }] },
    ])
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['steps', 'step-2', 'steps-2'])
  })

  it('gives headings anchors and images their dimensions', () => {
    const html = render([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Check Wi-Fi' }] },
      {
        type: 'image',
        image: { url: '/images/panel.webp', alternativeText: 'Panel', width: 640, height: 480 },
        children: [{ type: 'text', text: '' }],
      },
    ])
    expect(html).toContain('<h2 id="check-wi-fi">Check Wi-Fi</h2>')
    expect(html).toMatch(/<img src="\/images\/panel.webp" alt="Panel" width="640" height="480"/)
  })
})

describe('JSON-LD', () => {
  it('escapes < so content can never close the script tag', () => {
    const out = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
