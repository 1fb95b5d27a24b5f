// Suspends on a promise the way React.use does, but tolerates a new promise per render
// (revalidation creates one each time) by tracking status on the promise itself.
type Tracked<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export function usePromise<T>(promise: Tracked<T>): T {
  if (promise.status === 'fulfilled') return promise.value as T
  if (promise.status === 'rejected') throw promise.reason
  if (!promise.status) {
    promise.status = 'pending'
    promise.then(
      (v) => {
        promise.status = 'fulfilled'
        promise.value = v
      },
      (e: unknown) => {
        promise.status = 'rejected'
        promise.reason = e
      },
    )
  }
  throw promise
}
