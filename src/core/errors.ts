/** A key that cannot be turned into a cache key (e.g. a circular structure). */
export class KeyError extends TypeError {
  override name = 'KeyError'
}

/** The fetcher given is not a function: a programming error, so it is never retried. */
export class InvalidFetcherError extends TypeError {
  override name = 'TypeError'
}

/** Thrown into `error` when the fetcher is not a function. */
export const invalidFetcherError = (hook: string, fetcher: unknown): InvalidFetcherError =>
  new InvalidFetcherError(`pagekit: ${hook}: the "fetcher" argument must be a function, got ${describe(fetcher)}`)

export const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`
