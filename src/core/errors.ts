/** A key that cannot be turned into a cache key (e.g. a circular structure). */
export class KeyError extends TypeError {
  override name = 'KeyError'
}

/** The fetcher given is not a function: a programming error, so it is never retried. */
// Its name stays TypeError.prototype.name ('TypeError'): it is reported as a plain TypeError.
export class InvalidFetcherError extends TypeError {}

/** `pagekit: <hook>: "<argument>" must be a function, got <value>`, as a TypeError (or subclass). */
export const notAFunction = (hook: string, argument: string, value: unknown, ErrorClass: new (message: string) => TypeError = TypeError): TypeError =>
  new ErrorClass(`pagekit: ${hook}: "${argument}" must be a function, got ${describe(value)}`)

/** Thrown into `error` when the fetcher is not a function. */
export const invalidFetcherError = (hook: string, fetcher: unknown): InvalidFetcherError =>
  notAFunction(hook, 'fetcher', fetcher, InvalidFetcherError)

export const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`
