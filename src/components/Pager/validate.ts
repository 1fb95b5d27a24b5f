// Prop validation for the pager. Bad numbers are programming errors: fail loudly, naming the prop,
// instead of rendering a nonsense page list.

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value)
}

/** Throws a RangeError unless `value` is a non-negative integer (NaN, -1, 1.5, "2" all fail). */
export function assertNonNegativeInteger(prop: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RangeError(`pagekit: <Pager> "${prop}" must be a non-negative integer, got ${describe(value)}`)
  }
}

/** Same check for optional props: undefined (and null from untyped callers) means "not given". */
export function assertOptionalNonNegativeInteger(prop: string, value: unknown): void {
  if (value !== undefined && value !== null) assertNonNegativeInteger(prop, value)
}

/** Highest valid zero-based page; 0 when there are no pages so that page 0 is always valid. */
export function lastPageIndex(pageCount: number): number {
  return Math.max(0, pageCount - 1)
}

export function isDevelopment(): boolean {
  // `process` is absent in plain browser bundles; stay silent there rather than crash.
  return typeof process !== 'undefined' && process.env.NODE_ENV !== 'production'
}
