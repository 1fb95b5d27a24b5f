import { describe } from '../utils/describe'
import type { State } from './types'

/** A key that cannot be turned into a cache key (e.g. a circular structure). */
export class KeyError extends TypeError {
  override name = 'KeyError'
}

/**
 * The fetcher given is not a function: a programming error, so it is never retried. It is
 * reported as a plain TypeError (its `name` stays 'TypeError').
 */
export class InvalidFetcherError extends TypeError {}

/**
 * `pagekit: <hook>: "<argument>" must be a function`, as a TypeError (or subclass). In
 * development the message also shows the value it got (`, got 42`); a production build keeps
 * the error and its sentence, and drops that detail with the code that describes the value
 * (the inline development check of utils/dev.ts).
 */
export const notAFunction = (
  hook: string, argument: string, value: unknown, ErrorClass: new (message: string) => TypeError = TypeError,
): TypeError => {
  let message = `pagekit: ${hook}: "${argument}" must be a function`
  try {
    if (process.env.NODE_ENV !== 'production') message += `, got ${describe(value)}`
  } catch {
    // no `process`: no detail, as isDev() is silent there (utils/dev.ts)
  }
  return new ErrorClass(message)
}

/** Thrown into `error` when the fetcher is not a function. */
export const invalidFetcherError = (hook: string, fetcher: unknown): InvalidFetcherError =>
  notAFunction(hook, 'fetcher', fetcher, InvalidFetcherError)

/**
 * A request's failure that comes with state to write beside the error (a list keeps the pages
 * that loaded before the failed one). The request's handler writes both in one state, after
 * onError, as it writes any error.
 */
export class FailureWithState {
  constructor(readonly error: unknown, readonly state: State) {}
}
