import { describe, expect, it } from 'vitest'
import { type PageItem, pageItems, paginate } from '../pagination.ts'

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ')

describe('pageItems (spec 9.8: at most 4 page numbers before ellipses)', () => {
  it.each([
    [1, 1, '1'],
    [1, 4, '1 2 3 4'],
    [1, 5, '1 2 3 4 5'],
    [1, 10, '1 2 3 4 … 10'],
    [5, 10, '1 … 4 5 6 7 … 10'],
    [9, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 7 8 9 10'],
    [3, 6, '1 2 3 4 … 6'],
    [4, 7, '1 … 4 5 6 7'],
    [3, 7, '1 2 3 4 … 7'],
  ])('page %i of %i: %s', (current, total, expected) => {
    expect(show(pageItems(current, total))).toBe(expected)
  })

  it('never shows more than 4 consecutive numbers once there is an ellipsis, and always the current page', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const shown = show(pageItems(current, total))
        if (shown.includes('…')) {
          for (const run of shown.split('…'))
            expect(run.trim().split(' ').length, `${current}/${total}: ${shown}`).toBeLessThanOrEqual(4)
        }
        expect(shown.split(' '), `${current}/${total}`).toContain(String(current))
      }
    }
  })

  it('paginate slices a page and clamps out-of-range pages', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, totalPages: 3, total: 5 })
    expect(paginate([1, 2, 3], 9, 2).page).toBe(2)
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 })
  })
})
