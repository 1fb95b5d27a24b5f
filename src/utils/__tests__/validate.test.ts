import { assertNonNegativeInteger, assertOptionalNonNegativeInteger, isNonNegativeInteger, isPositiveInteger } from '../validate'
import { describe as describeValue } from '../describe'

test('assertNonNegativeInteger rejects negative, fractional and NaN values, naming the owner and the option', () => {
  expect(() => assertNonNegativeInteger('usePagePreloader', 'ahead', -1))
    .toThrow(new RangeError('pagekit: usePagePreloader "ahead" must be a non-negative integer, got -1'))
  expect(() => assertNonNegativeInteger('usePagePreloader', 'ahead', 1.5)).toThrow(RangeError)
  expect(() => assertNonNegativeInteger('usePagePreloader', 'ahead', NaN)).toThrow(RangeError)
  expect(() => assertNonNegativeInteger('usePagePreloader', 'ahead', '2')).toThrow(/got "2"/)
  expect(() => assertNonNegativeInteger('usePagePreloader', 'ahead', 0)).not.toThrow()
  expect(() => assertNonNegativeInteger('<Pager>', 'page', Infinity))
    .toThrow(new RangeError('pagekit: <Pager> "page" must be a non-negative integer, got Infinity'))
})

test('assertOptionalNonNegativeInteger accepts undefined and null as "not given"', () => {
  expect(() => assertOptionalNonNegativeInteger('<Pager>', 'pageCount', undefined)).not.toThrow()
  expect(() => assertOptionalNonNegativeInteger('<Pager>', 'pageCount', null)).not.toThrow()
  expect(() => assertOptionalNonNegativeInteger('<Pager>', 'pageCount', -2)).toThrow(/"pageCount".*got -2/)
})

test('isNonNegativeInteger', () => {
  expect([0, 1, 42].every(isNonNegativeInteger)).toBe(true)
  expect([-1, 1.5, NaN, Infinity, '2', null, undefined].some(isNonNegativeInteger)).toBe(false)
})

test('describe shows a value as an error message does', () => {
  expect([null, undefined, -1, NaN, true, '2', [1], { a: 1 }, () => 1].map(describeValue)).toEqual([
    'null', 'undefined', '-1', 'NaN', 'true', '"2"', 'an array', 'an object', 'a function',
  ])
})

test('isPositiveInteger: 1, 2, 3… only', () => {
  expect([1, 2, 40].every(isPositiveInteger)).toBe(true)
  expect([0, -1, 1.5, NaN, Infinity, '2', null, undefined].some(isPositiveInteger)).toBe(false)
})
