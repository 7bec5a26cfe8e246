import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnPlace } from '../returnPlace.ts'

const SITE = 'https://www.harborhomesecurity.com'

/** Where a browser on the site would go if redirected to `place`. */
function browserTarget(place: string): URL {
  return new URL(place, `${SITE}/help-center/search`)
}

describe('safeReturnPlace', () => {
  it.each([
    ['/help-center/search', '/help-center/search'],
    ['/help-center/search?q=camera#results', '/help-center/search?q=camera#results'],
    ['/', '/'],
    ['/api/auth/move-request', '/api/auth/move-request'],
    ['/a//b', '/a//b'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeReturnPlace(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    ' //evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
    '/\u0000',
    '/a/../..//evil.example',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and returns /', (input) => {
    expect(safeReturnPlace(input)).toBe('/')
  })

  it('refuses what is not a string', () => {
    expect(safeReturnPlace(undefined)).toBe('/')
    expect(safeReturnPlace(['/a', '/b'])).toBe('/')
    expect(safeReturnPlace({ toString: () => '/a' })).toBe('/')
  })

  it('never leaves the site, for 10,000 generated URLs', () => {
    const dangerousPieces = [
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%25',
      '%09',
      '%0A',
      '\t',
      '\n',
      '\r',
      ':',
      '@',
      '.',
      '..',
      '/..',
      '/./',
      '%2e%2e',
      'evil.example',
      'https:',
      'javascript:',
      '?',
      '#',
      ' ',
      '\u0000',
      '\u2028',
      '%E2%80%A8',
    ]
    const piece = fc.oneof(fc.constantFrom(...dangerousPieces), fc.string({ maxLength: 6 }), fc.webSegment())
    const crafted = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''))
    const candidate = fc.oneof(
      crafted,
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath(),
      fc.string({ maxLength: 40 }),
    )
    fc.assert(
      fc.property(candidate, (input) => {
        const place = safeReturnPlace(input)
        expect(place.startsWith('/')).toBe(true)
        // The redirect target, read by a browser and again after one more decoding, stays on the site.
        expect(browserTarget(place).origin).toBe(SITE)
        let decoded = place
        try {
          decoded = decodeURIComponent(place)
        } catch {
          // Undecodable: a browser keeps it as it is.
        }
        expect(browserTarget(decoded).origin).toBe(SITE)
      }),
      { numRuns: 10_000 },
    )
    // A generous limit: the machine is shared, and 10,000 runs are about the count, not the speed.
  }, 120_000)
})
