/**
 * A value as an error message shows it: strings quoted, `null`, `an array`, `an object`,
 * `a function`, anything else as String() writes it (`-1`, `NaN`, `undefined`, `true`).
 */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'function') return 'a function'
  return String(value)
}
