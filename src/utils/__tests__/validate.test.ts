import { assertNonNegativeInteger, assertOptionalNonNegativeInteger, assertOptionalOneOf, assertOptionalSize, isNonNegativeInteger, isPositiveInteger } from '../validate'
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

test('assertOptionalOneOf: undefined or one of the values; anything else is a TypeError listing them', () => {
  expect(() => assertOptionalOneOf('<X>', 'mode', undefined, ['a', 'b'])).not.toThrow()
  expect(() => assertOptionalOneOf('<X>', 'mode', 'b', ['a', 'b'])).not.toThrow()
  expect(() => assertOptionalOneOf('<X>', 'mode', 'A', ['a', 'b'])).toThrow(new TypeError('pagekit: <X> "mode" must be one of "a", "b", got "A"'))
  expect(() => assertOptionalOneOf('<X>', 'mode', null, ['a', 'b'])).toThrow(TypeError)
})

test('assertOptionalSize: a finite number above 0 (or from 0 with orZero); anything else is a RangeError', () => {
  expect(() => assertOptionalSize('<X>', 'size', undefined)).not.toThrow()
  expect(() => assertOptionalSize('<X>', 'size', 0.5)).not.toThrow()
  expect(() => assertOptionalSize('<X>', 'delay', 0, true)).not.toThrow()
  expect(() => assertOptionalSize('<X>', 'size', 0)).toThrow(new RangeError('pagekit: <X> "size" must be a positive number, got 0'))
  expect(() => assertOptionalSize('<X>', 'delay', -1, true)).toThrow(new RangeError('pagekit: <X> "delay" must be a number of 0 or more, got -1'))
  for (const bad of [NaN, Infinity, '100', null]) expect(() => assertOptionalSize('<X>', 'delay', bad, true)).toThrow(RangeError)
})
