// Suspense for a promise, the way React's `use` does it, but it tolerates a new promise per
// render (revalidation creates one each time) by tracking the status on the promise itself.
// Not a hook: it keeps no React state, so it may be called conditionally.
type Tracked<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/** The promise's value; throws its reason once rejected, or the promise itself (suspends) while pending. */
export function readPromise<T>(promise: Tracked<T>): T {
  if (promise.status === 'fulfilled') return promise.value as T
  if (promise.status === 'rejected') throw promise.reason
  if (!promise.status) {
    promise.status = 'pending'
    promise.then(
      (value) => {
        promise.status = 'fulfilled'
        promise.value = value
      },
      (reason: unknown) => {
        promise.status = 'rejected'
        promise.reason = reason
      },
    )
  }
  throw promise
}
