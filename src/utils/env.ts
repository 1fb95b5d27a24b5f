// Environment probes and type guards, safe on the server and in tests. No React, no cache.
export const isWindowDefined = typeof window !== 'undefined'
export const isDocumentDefined = typeof document !== 'undefined'
// Deno 1.x defines window (it is globalThis there) but no document: a server too.
export const IS_SERVER = !isWindowDefined || ('Deno' in window && !isDocumentDefined)

export const isUndefined = (value: unknown): value is undefined => value === undefined
export const isFunction = <T extends (...args: never[]) => unknown>(value: unknown): value is T => typeof value === 'function'
/** A thenable: anything but null/undefined with a `then` method. */
export const isPromiseLike = <T>(value: unknown): value is PromiseLike<T> =>
  value != null && isFunction((value as PromiseLike<T>).then)

export const noop = (): void => {}
