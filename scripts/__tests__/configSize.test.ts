import { describe, expect, it } from 'vitest'
import { AUTHORING_BASELINE_BYTES, AUTHORING_LIMIT_RATIO, authoringConfigSize } from '../lib/configSize.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'

describe('authoring config size', () => {
  it('stays within 65% of its size before shared sections', () => {
    const size = authoringConfigSize(repoRoot)
    // The files measured: the hand-written config, not the catalogue, help content or assessment data.
    expect(size.files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['routes.json', 'partners.json', 'site-config/sections.json', 'site-config/layouts.json']),
    )
    expect(size.files.some((f) => /^site-config\/(catalog|content|assessment)\//.test(f.file))).toBe(false)
    expect(
      size.bytes,
      `authoring config is ${size.bytes} bytes; the limit is ${Math.floor(AUTHORING_BASELINE_BYTES * AUTHORING_LIMIT_RATIO)}`,
    ).toBeLessThanOrEqual(AUTHORING_BASELINE_BYTES * AUTHORING_LIMIT_RATIO)
  })
})
