import Ajv from 'ajv'
import addErrors from 'ajv-errors'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { CONTACT_SCHEMAS, type ContactRules } from './schemas.ts'

/** Where `npm run codegen` writes the precompiled validators. */
export const STANDALONE_VALIDATORS_FILE = 'services/leads/validation/generated/contactValidators.ts'

/**
 * The contact schemas compiled ahead of time into plain validation functions (ajv standalone code), so
 * the browser gets a few kilobytes of checks instead of ajv and its compiler, and never evaluates code at
 * run time. Build-time only: `npm run codegen` writes the result, `npm run typecheck` fails when stale.
 */
export function standaloneValidatorsSource(): string {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true, lines: true } })
  addErrors(ajv)
  const exports: Record<string, string> = {}
  for (const [rules, schema] of Object.entries(CONTACT_SCHEMAS) as Array<[ContactRules, Record<string, unknown>]>) {
    ajv.addSchema({ ...schema, $id: `contact-rules-${rules}` })
    exports[rules] = `contact-rules-${rules}`
  }
  const header = [
    '/* eslint-disable */',
    '// @ts-nocheck',
    '/**',
    ' * GENERATED FILE - DO NOT EDIT.',
    ' * Made by `npm run codegen` from services/leads/validation/schemas.ts (precompiled validators); edit the',
    ' * schemas and run it again.',
    ' */',
  ].join('\n')
  return `${header}\n${standaloneCode(ajv, exports)}\n`
}
