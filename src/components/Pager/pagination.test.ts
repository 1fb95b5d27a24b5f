import { getPagerItems, paginationRange } from './pagination'
import type { PagerRangeEntry } from './pagination'

// Readable one-based notation: "1 2 … 10".
const show = (entries: PagerRangeEntry[]) =>
  entries.map((e) => (typeof e === 'number' ? String(e + 1) : '…')).join(' ')

// MUI's usePagination windowing (one-based), used as an independent oracle.
function muiRange(count: number, page1: number, s: number, b: number): string {
  const range = (a: number, z: number) => Array.from({ length: Math.max(z - a + 1, 0) }, (_, i) => a + i)
  const startPages = range(1, Math.min(b, count))
  const endPages = range(Math.max(count - b + 1, b + 1), count)
  const siblingsStart = Math.max(Math.min(page1 - s, count - b - s * 2 - 1), b + 2)
  const siblingsEnd = Math.min(Math.max(page1 + s, b + s * 2 + 2), endPages.length > 0 ? endPages[0] - 2 : count - 1)
  const list: Array<number | string> = [
    ...startPages,
    ...(siblingsStart > b + 2 ? ['…'] : b + 1 < count - b ? [b + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - b - 1 ? ['…'] : count - b > b ? [count - b] : []),
    ...endPages,
  ]
  return list.join(' ')
}

describe('paginationRange: tables', () => {
  it.each([
    [0, 0, ''],
    [1, 0, '1'],
    [2, 0, '1 2'],
    [2, 1, '1 2'],
    [5, 2, '1 2 3 4 5'],
    [7, 0, '1 2 3 4 5 6 7'],
    [7, 6, '1 2 3 4 5 6 7'],
    [8, 0, '1 2 3 4 5 … 8'],
    [8, 3, '1 2 3 4 5 … 8'],
    [8, 4, '1 … 4 5 6 7 8'],
    [8, 7, '1 … 4 5 6 7 8'],
    [10, 0, '1 2 3 4 5 … 10'],
    [10, 4, '1 … 4 5 6 … 10'],
    [10, 5, '1 … 5 6 7 … 10'],
    [10, 9, '1 … 6 7 8 9 10'],
    [100, 0, '1 2 3 4 5 … 100'],
    [100, 3, '1 2 3 4 5 … 100'],
    [100, 4, '1 … 4 5 6 … 100'],
    [100, 49, '1 … 49 50 51 … 100'],
    [100, 95, '1 … 95 96 97 … 100'],
    [100, 96, '1 … 96 97 98 99 100'],
    [100, 99, '1 … 96 97 98 99 100'],
  ])('pageCount %i, page %i → %s', (count, page, expected) => {
    expect(show(paginationRange(count, page))).toBe(expected)
  })

  it.each([
    [10, 5, 0, 1, '1 … 6 … 10'],
    [10, 5, 2, 1, '1 … 4 5 6 7 8 9 10'],
    [12, 5, 2, 1, '1 … 4 5 6 7 8 … 12'],
    [20, 10, 1, 2, '1 2 … 10 11 12 … 19 20'],
    [20, 0, 1, 2, '1 2 3 4 5 6 … 19 20'],
    [20, 10, 1, 0, '… 10 11 12 …'],
    [20, 0, 1, 0, '1 2 3 4 …'],
    [20, 10, 0, 0, '… 11 …'],
    [9, 4, 1, 2, '1 2 3 4 5 6 7 8 9'],
    [3, 1, 0, 0, '1 2 3'],
  ])('pageCount %i, page %i, siblings %i, boundaries %i → %s', (count, page, s, b, expected) => {
    expect(show(paginationRange(count, page, s, b))).toBe(expected)
  })

  it('clamps a page beyond the count to the last page', () => {
    expect(show(paginationRange(10, 50))).toBe('1 … 6 7 8 9 10')
  })

  it.each([
    ['pageCount', () => paginationRange(-1, 0)],
    ['page', () => paginationRange(5, 1.5)],
    ['siblingCount', () => paginationRange(5, 0, Number.NaN)],
    ['boundaryCount', () => paginationRange(5, 0, 1, -2)],
  ])('throws a RangeError naming "%s"', (prop, call) => {
    expect(call).toThrow(RangeError)
    expect(call).toThrow(`"${prop}" must be a non-negative integer`)
  })
})

describe('paginationRange: invariants over all combinations', () => {
  const counts = Array.from({ length: 31 }, (_, i) => i)
  const params = [0, 1, 2, 3]

  it('holds for pageCount 0..30 × every page × siblingCount 0..3 × boundaryCount 0..3', () => {
    // Plain checks collected into one assertion: thousands of expect() calls would be slow.
    const failures: string[] = []
    let checked = 0
    for (const n of counts) for (const s of params) for (const b of params) {
      const full = 2 * b + 2 * s + 3
      for (let c = 0; c < Math.max(n, 1); c++) {
        const entries = paginationRange(n, c, s, b)
        const pages = entries.filter((e): e is number => typeof e === 'number')
        const check = (ok: boolean, what: string) => {
          if (!ok) failures.push(`n=${n} c=${c} s=${s} b=${b} [${show(entries)}]: ${what}`)
        }
        // Constant length once the count exceeds what fits; every page otherwise.
        check(entries.length === (n > full ? full : n), 'length')
        if (n > 0) check(pages.includes(c), 'current page present')
        check(pages.every((p, i) => i === 0 || p > pages[i - 1]), 'ascending, no duplicates')
        // Pages and ellipses cover 0..n-1 exactly; an ellipsis always hides ≥ 2 pages.
        let next = 0
        entries.forEach((e, i) => {
          if (typeof e === 'number') {
            check(e === next, `contiguous at ${e}`)
            next = e + 1
          } else {
            const after = entries[i + 1]
            const end = typeof after === 'number' ? after : n
            check(end - next >= 2, 'ellipsis hides at least 2 pages')
            next = end
          }
        })
        check(next === n, 'covers every page')
        for (let i = 0; i < Math.min(b, n); i++) check(pages.includes(i) && pages.includes(n - 1 - i), 'boundaries')
        for (let i = Math.max(0, c - s); i <= Math.min(n - 1, c + s); i++) check(pages.includes(i), 'siblings')
        check(entries.filter((e) => e === 'start-ellipsis').length <= 1, 'one start ellipsis at most')
        check(entries.filter((e) => e === 'end-ellipsis').length <= 1, 'one end ellipsis at most')
        check(entries.indexOf('start-ellipsis') === -1 || entries.indexOf('start-ellipsis') === b, 'start slot position')
        checked++
      }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(7000)
  })

  it('matches MUI usePagination for every combination with boundaryCount ≥ 1', () => {
    const mismatches: string[] = []
    for (let n = 1; n <= 40; n++) for (const s of params) for (const b of [1, 2, 3]) for (let c = 0; c < n; c++) {
      const ours = show(paginationRange(n, c, s, b))
      const mui = muiRange(n, c + 1, s, b)
      if (ours !== mui) mismatches.push(`n=${n} c=${c} s=${s} b=${b}: ${ours} ≠ ${mui}`)
    }
    expect(mismatches).toEqual([])
  })
})

describe('getPagerItems', () => {
  const summary = (items: ReturnType<typeof getPagerItems>) =>
    items.map((i) => `${i.key}${i.selected ? '*' : ''}${i.disabled ? '!' : ''}`).join(' ')

  it('adds previous/next around the pages, disabled at the ends', () => {
    expect(summary(getPagerItems({ page: 0, pageCount: 3 }))).toBe('previous! page-0* page-1 page-2 next')
    expect(summary(getPagerItems({ page: 2, pageCount: 3 }))).toBe('previous page-0 page-1 page-2* next!')
  })

  it('targets the neighbouring pages and null when disabled', () => {
    const items = getPagerItems({ page: 0, pageCount: 3, showFirstLast: true })
    expect(items.map((i) => [i.type, i.page])).toEqual([
      ['first', null], ['previous', null], ['page', 0], ['page', 1], ['page', 2], ['next', 1], ['last', 2],
    ])
  })

  it('adds first/last when asked and can hide previous/next', () => {
    expect(summary(getPagerItems({ page: 1, pageCount: 3, showFirstLast: true, showPrevNext: false })))
      .toBe('first page-0 page-1* page-2 last')
  })

  it('gives ellipses the range of hidden pages', () => {
    const items = getPagerItems({ page: 50, pageCount: 100 })
    expect(items.find((i) => i.type === 'start-ellipsis')?.range).toEqual([1, 48])
    expect(items.find((i) => i.type === 'end-ellipsis')?.range).toEqual([52, 98])
  })

  it('handles pageCount 0 and 1: no pages / one selected page, controls disabled', () => {
    expect(summary(getPagerItems({ page: 0, pageCount: 0, showFirstLast: true }))).toBe('first! previous! next! last!')
    expect(summary(getPagerItems({ page: 0, pageCount: 1 }))).toBe('previous! page-0* next!')
  })

  it('clamps a page beyond pageCount', () => {
    expect(summary(getPagerItems({ page: 9, pageCount: 3 }))).toBe('previous page-0 page-1 page-2* next!')
  })

  it('with an unknown total shows pages up to the next one while hasNext', () => {
    expect(summary(getPagerItems({ page: 2, hasNext: true }))).toBe('previous page-0 page-1 page-2* page-3 next')
    expect(summary(getPagerItems({ page: 2, hasNext: false }))).toBe('previous page-0 page-1 page-2* next!')
    expect(summary(getPagerItems({ page: 0 }))).toBe('previous! page-0* page-1 next')
    expect(summary(getPagerItems({ page: 20, hasNext: true, showFirstLast: true })))
      .toBe('first previous page-0 start-ellipsis page-17 page-18 page-19 page-20* page-21 next')
  })

  it('keys are unique', () => {
    for (let c = 0; c < 30; c++) {
      const keys = getPagerItems({ page: c, pageCount: 30, showFirstLast: true }).map((i) => i.key)
      expect(new Set(keys).size).toBe(keys.length)
    }
  })

  it.each([
    ['pageCount', { page: 0, pageCount: 2.5 }],
    ['page', { page: -1, pageCount: 5 }],
    ['siblingCount', { page: 0, pageCount: 5, siblingCount: -1 }],
    ['boundaryCount', { page: 0, pageCount: 5, boundaryCount: Number.NaN }],
  ])('throws a RangeError naming "%s"', (prop, options) => {
    expect(() => getPagerItems(options)).toThrow(new RangeError(
      `pagekit: <Pager> "${prop}" must be a non-negative integer, got ${String(Object.values(options).find((v) => !Number.isInteger(v) || v < 0))}`,
    ))
  })
})
