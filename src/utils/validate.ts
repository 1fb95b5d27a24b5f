import { describe } from './describe'

/** 0, 1, 2…: an integer that is not negative (NaN, -1, 1.5, Infinity and "2" are not). */
export const isNonNegativeInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

/** 1, 2, 3…: an integer above 0 (0, NaN, 1.5 and Infinity are not). */
export const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

/**
 * Throws `RangeError('pagekit: <owner> "<name>" must be a non-negative integer, got <value>')`
 * unless `value` is one. Bad counts and page numbers are programming errors: they fail loudly,
 * naming the prop, instead of rendering nonsense.
 */
export function assertNonNegativeInteger(owner: string, name: string, value: unknown): asserts value is number {
  if (!isNonNegativeInteger(value)) {
    throw new RangeError(`pagekit: ${owner} "${name}" must be a non-negative integer, got ${describe(value)}`)
  }
}

/** The same check for an optional value: undefined (and null, from untyped callers) means "not given". */
export function assertOptionalNonNegativeInteger(owner: string, name: string, value: unknown): void {
  if (value !== undefined && value !== null) assertNonNegativeInteger(owner, name, value)
}

/**
 * Throws `TypeError('pagekit: <owner> "<name>" must be a function, got <value>')` when an
 * optional callback prop is given but is not a function.
 */
export function assertOptionalFunction(owner: string, name: string, value: unknown): void {
  if (value !== undefined && value !== null && typeof value !== 'function') {
    throw new TypeError(`pagekit: ${owner} "${name}" must be a function, got ${describe(value)}`)
  }
}

/**
 * Throws `TypeError('pagekit: <owner> "<name>" must be one of "a", "b", got <value>')` when an
 * optional string prop is given but is none of the values it documents: a misspelt mode would
 * otherwise fall through to another one without a word.
 */
export function assertOptionalOneOf(owner: string, name: string, value: unknown, allowed: readonly string[]): void {
  if (value !== undefined && !allowed.includes(value as string)) {
    throw new TypeError(`pagekit: ${owner} "${name}" must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(value)}`)
  }
}

/**
 * Throws `RangeError('pagekit: <owner> "<name>" must be a positive number, got <value>')` (with
 * `orZero`: "a number of 0 or more") unless an optional size or delay is a finite number in range.
 */
export function assertOptionalSize(owner: string, name: string, value: unknown, orZero = false): void {
  if (value === undefined) return
  const valid = typeof value === 'number' && Number.isFinite(value) && (orZero ? value >= 0 : value > 0)
  if (!valid) throw new RangeError(`pagekit: ${owner} "${name}" must be ${orZero ? 'a number of 0 or more' : 'a positive number'}, got ${describe(value)}`)
}
