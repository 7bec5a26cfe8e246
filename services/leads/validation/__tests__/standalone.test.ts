import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STANDALONE_VALIDATORS_FILE, standaloneValidatorsSource } from '../standaloneSource.ts'

describe('the precompiled contact validators', () => {
  it('are generated from the current schemas (run npm run codegen after changing them)', () => {
    const root = join(import.meta.dirname, '../../../..')
    expect(readFileSync(join(root, STANDALONE_VALIDATORS_FILE), 'utf8')).toBe(standaloneValidatorsSource())
  })

  it('hold no import and no ajv runtime, so the browser bundle stays small', () => {
    const source = standaloneValidatorsSource()
    expect(source).not.toMatch(/\bimport\b|\brequire\(/)
    expect(source).not.toContain('ajv')
  })
})
