import { describe, expect, it } from 'vitest'
import { safeHref, safeImageSrc } from '../safeHref.ts'

describe('safeHref', () => {
  it.each([
    ['/help-center/articles/x?y=1#z', { href: '/help-center/articles/x?y=1#z', external: false }],
    ['#steps', { href: '#steps', external: false }],
    ['?page=2', { href: '?page=2', external: false }],
    ['https://www.w3.org/TR/WCAG22/', { href: 'https://www.w3.org/TR/WCAG22/', external: true }],
    ['HTTPS://Example.com/a', { href: 'https://example.com/a', external: true }],
    ['https://www.harborhomesecurity.com/faqs', { href: 'https://www.harborhomesecurity.com/faqs', external: false }],
    ['mailto:privacy@harborhomesecurity.com', { href: 'mailto:privacy@harborhomesecurity.com', external: false }],
    ['tel:+18555550100', { href: 'tel:+18555550100', external: false }],
  ])('allows %s', (raw, expected) => {
    expect(safeHref(raw, ['www.harborhomesecurity.com'])).toEqual(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JAVA\tSCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    'relative/path',
    'https://user:pw@example.com',
    '',
  ])('refuses %j', (raw) => {
    expect(safeHref(raw)).toBeNull()
  })

  it('allows images only over https or from this site', () => {
    expect(safeImageSrc('/content/a.webp')).toBe('/content/a.webp')
    expect(safeImageSrc('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp')
    expect(safeImageSrc('http://cdn.example.com/a.webp')).toBeNull()
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull()
  })
})
