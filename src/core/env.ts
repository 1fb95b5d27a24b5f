// Environment probes, safe on the server and in tests.
export const isWindowDefined = typeof window !== 'undefined'
export const isDocumentDefined = typeof document !== 'undefined'
// Deno 1.x defines window (it is globalThis there) but no document: a server too.
export const IS_SERVER = !isWindowDefined || ('Deno' in window && !isDocumentDefined)

export const isVisible = (): boolean => !isDocumentDefined || document.visibilityState !== 'hidden'

let online = true
export const isOnline = (): boolean => online
/** Kept in sync by the reconnect listeners (navigator.onLine is unreliable in some browsers). */
export const setOnline = (value: boolean): void => {
  online = value
}

export const isActive = (): boolean => isVisible() && isOnline()

export const isUndefined = (v: unknown): v is undefined => v === undefined
export const isFunction = <T extends (...args: never[]) => unknown>(v: unknown): v is T => typeof v === 'function'
// (primitives have no `then`: only null/undefined need excluding before the property read)
export const isPromiseLike = <T>(v: unknown): v is PromiseLike<T> => v != null && isFunction((v as PromiseLike<T>).then)

export const noop = (): void => {}

export const isDev = (): boolean =>
  typeof process === 'undefined' || !process.env || process.env.NODE_ENV !== 'production'

// A monotonic counter orders requests and mutations; wall clocks can tie.
let timestamp = 0
export const getTimestamp = (): number => ++timestamp
