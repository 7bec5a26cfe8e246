import { describe, expect, it } from 'vitest'
import { splitTemplate } from '../fillTemplate.ts'

describe('splitTemplate', () => {
  it('splits a text around its first {{name}}, the values filled in on both sides', () => {
    expect(splitTemplate('Or {{offer}} For {{who}}.', 'offer', { who: 'qualified buyers' })).toEqual([
      'Or ',
      ' For qualified buyers.',
    ])
    expect(splitTemplate('{{monthly}} over {{payments}} payments.', 'monthly', { payments: 48 })).toEqual([
      '',
      ' over 48 payments.',
    ])
  })

  it('reads {{ name }} with spaces as fillTemplate and config:check do', () => {
    expect(splitTemplate('Or {{ offer }} For qualified buyers.', 'offer')).toEqual(['Or ', ' For qualified buyers.'])
  })

  it('keeps the whole text before nothing when the name is not in it', () => {
    expect(splitTemplate('Financing for {{who}}.', 'offer', { who: 'you' })).toEqual(['Financing for you.', ''])
  })
})
