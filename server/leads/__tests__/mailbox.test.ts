import { describe, expect, it } from 'vitest'
import { mailboxOf } from '../mailbox.ts'

describe('mailboxOf (the per-recipient e-mail limit counts mailboxes)', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    [' victim+news@example.com ', 'victim@example.com'],
    ['first.last+1@example.com', 'first.last@example.com'],
    ['F.i.r.s.t+x@gmail.com', 'first@gmail.com'],
    ['first.last@googlemail.com', 'firstlast@gmail.com'],
    ['+only@example.com', '+only@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox)
  })
})
