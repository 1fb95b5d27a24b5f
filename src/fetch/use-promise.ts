// Suspends on a promise the way React.use does, but tolerates a new promise per render
// (revalidation creates one each time) by tracking status on the promise itself.
type Tracked<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export function usePromise<T>(promise: Tracked<T>): T {
  switch (promise.status) {
    case 'fulfilled':
      return promise.value as T
    case 'rejected':
      throw promise.reason
    case 'pending':
      throw promise
    default:
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
      throw promise
  }
}
