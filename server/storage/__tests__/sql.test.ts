import { describe, expect, it } from 'vitest'
import { numberedPlaceholders, placeholders } from '../sql.server.ts'

describe('one SQL text for both backends', () => {
  it("numbers PostgreSQL's placeholders in order and leaves quoted text alone", () => {
    expect(numberedPlaceholders("SELECT ? AS a, '?' AS b, ? AS c WHERE x = 'it''s ?'")).toBe(
      "SELECT $1 AS a, '?' AS b, $2 AS c WHERE x = 'it''s ?'",
    )
  })

  it('makes an IN list of at least one placeholder', () => {
    expect(placeholders(3)).toBe('?, ?, ?')
    expect(placeholders(0)).toBe('?')
  })
})
