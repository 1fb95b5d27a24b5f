import { describe } from '../utils/describe'

/** A key that cannot be turned into a cache key (e.g. a circular structure). */
export class KeyError extends TypeError {
  override name = 'KeyError'
}

/**
 * The fetcher given is not a function: a programming error, so it is never retried. It is
 * reported as a plain TypeError (its `name` stays 'TypeError').
 */
export class InvalidFetcherError extends TypeError {}

/** `pagekit: <hook>: "<argument>" must be a function, got <value>`, as a TypeError (or subclass). */
export const notAFunction = (
  hook: string, argument: string, value: unknown, ErrorClass: new (message: string) => TypeError = TypeError,
): TypeError => new ErrorClass(`pagekit: ${hook}: "${argument}" must be a function, got ${describe(value)}`)

/** Thrown into `error` when the fetcher is not a function. */
export const invalidFetcherError = (hook: string, fetcher: unknown): InvalidFetcherError =>
  notAFunction(hook, 'fetcher', fetcher, InvalidFetcherError)
