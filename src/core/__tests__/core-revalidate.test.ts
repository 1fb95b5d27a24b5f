import { initCache, type CacheContext } from '../cache'
import { addRevalidator } from '../revalidators'
import { baseConfig, type InternalConfig } from '../config'
import { internalMutate } from '../mutate'
import { revalidateKey, type RevalidateTarget } from '../revalidate'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

function target(ctx: CacheContext, fetcher: unknown, config: Partial<InternalConfig> = {}, key = 'k'): RevalidateTarget {
  const full = { ...baseConfig, dedupingInterval: 0, cache: ctx.cache, mutate: ctx.mutate, ...config } as InternalConfig
  return { ctx, key, originalKey: key, hookName: 'useFetch', getFetcher: () => fetcher, getConfig: () => full, isCurrent: () => true }
}

afterEach(() => {
  vi.useRealTimers()
})

test('revalidateKey: calls the fetcher with the original key and stores data; flags flip around the request', async () => {
  const ctx = initCache(new Map())
  const d = deferred<string>()
  const fetcher = vi.fn(() => d.promise)
  const t = { ...target(ctx, fetcher), originalKey: ['/k', 1] }
  const p = revalidateKey(t)
  expect(fetcher).toHaveBeenCalledWith(['/k', 1], { signal: expect.any(AbortSignal) })
  expect(ctx.cache.get('k')).toMatchObject({ isValidating: true, isLoading: true })
  d.resolve('v')
  await expect(p).resolves.toBe(true)
  expect(ctx.cache.get('k')).toMatchObject({ data: 'v', isValidating: false, isLoading: false })
})

test('revalidateKey: isLoading stays false when data is already cached', async () => {
  const ctx = initCache(new Map())
  ctx.cache.set('k', { data: 'old' })
  const d = deferred<string>()
  const p = revalidateKey(target(ctx, () => d.promise))
  expect(ctx.cache.get('k')).toMatchObject({ isValidating: true })
  expect(ctx.cache.get('k')?.isLoading).toBeFalsy()
  d.resolve('new')
  await p
})

test('revalidateKey: with dedupe, a second call joins the in-flight request', async () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 'v')
  const t = target(ctx, fetcher, { dedupingInterval: 2000 })
  await Promise.all([revalidateKey(t, { dedupe: true }), revalidateKey(t, { dedupe: true })])
  // still within the deduping interval after settling
  await revalidateKey(t, { dedupe: true })
  expect(fetcher).toHaveBeenCalledTimes(1)
  // without dedupe a new request starts
  await revalidateKey(t)
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('revalidateKey: the dedupe marker is dropped after dedupingInterval', async () => {
  vi.useFakeTimers()
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 'v')
  const t = target(ctx, fetcher, { dedupingInterval: 1000 })
  await revalidateKey(t, { dedupe: true })
  await vi.advanceTimersByTimeAsync(999)
  await revalidateKey(t, { dedupe: true })
  expect(fetcher).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(2)
  await revalidateKey(t, { dedupe: true })
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('revalidateKey: an older response is discarded when a newer request started (onDiscarded)', async () => {
  const ctx = initCache(new Map())
  const first = deferred<string>()
  const second = deferred<string>()
  const onDiscarded = vi.fn()
  const onSuccess = vi.fn()
  let n = 0
  const t = target(ctx, () => (++n === 1 ? first.promise : second.promise), { onDiscarded, onSuccess })
  const p1 = revalidateKey(t)
  const p2 = revalidateKey(t)
  second.resolve('new')
  await p2
  first.resolve('old')
  await expect(p1).resolves.toBe(false)
  expect(ctx.cache.get('k')?.data).toBe('new')
  expect(onDiscarded).toHaveBeenCalledWith('k')
  expect(onSuccess).toHaveBeenCalledTimes(1)
})

test('revalidateKey: a response to a request started before a mutation is discarded (onDiscarded)', async () => {
  const ctx = initCache(new Map())
  const d = deferred<string>()
  const onDiscarded = vi.fn()
  const p = revalidateKey(target(ctx, () => d.promise, { onDiscarded }))
  await internalMutate(ctx, 'k', 'mutated', false)
  d.resolve('stale')
  await expect(p).resolves.toBe(false)
  expect(ctx.cache.get('k')?.data).toBe('mutated')
  expect(ctx.cache.get('k')?.isValidating).toBe(false)
  expect(onDiscarded).toHaveBeenCalledWith('k')
})

test('revalidateKey: a request started after the mutation ended is kept', async () => {
  const ctx = initCache(new Map())
  await internalMutate(ctx, 'k', 'mutated', false)
  await revalidateKey(target(ctx, async () => 'fresh'))
  expect(ctx.cache.get('k')?.data).toBe('fresh')
})

test('revalidateKey: compare keeps the cached reference when the new data is deep-equal', async () => {
  const ctx = initCache(new Map())
  const cached = { a: [1] }
  ctx.cache.set('k', { data: cached })
  await revalidateKey(target(ctx, async () => ({ a: [1] })))
  expect(ctx.cache.get('k')?.data).toBe(cached)
})

test('revalidateKey: an error is stored, onError is called and the retry handler is asked', async () => {
  const ctx = initCache(new Map())
  const err = new Error('boom')
  const onError = vi.fn()
  const onErrorRetry = vi.fn()
  const p = revalidateKey(target(ctx, async () => { throw err }, { onError, onErrorRetry }))
  await expect(p).resolves.toBe(true)
  expect(ctx.cache.get('k')).toMatchObject({ error: err, isValidating: false, isLoading: false })
  expect(onError).toHaveBeenCalledWith(err, 'k', expect.anything())
  expect(onErrorRetry).toHaveBeenCalledWith(err, 'k', expect.anything(), expect.any(Function), { retryCount: 1, dedupe: true })
})

test('revalidateKey: the retry callback revalidates through the first revalidator with the retry options', async () => {
  const ctx = initCache(new Map())
  const rev = vi.fn()
  addRevalidator(ctx, 'k', rev)
  await revalidateKey(target(ctx, async () => { throw new Error('x') }, {
    onErrorRetry: (_e, _k, _c, revalidate, opts) => { void revalidate(opts) },
  }), { retryCount: 2 })
  expect(rev).toHaveBeenCalledWith('error-revalidate', { retryCount: 3, dedupe: true })
})

test('revalidateKey: shouldRetryOnError false or a function returning false skips retry', async () => {
  const ctx = initCache(new Map())
  const onErrorRetry = vi.fn()
  await revalidateKey(target(ctx, async () => { throw new Error('x') }, { onErrorRetry, shouldRetryOnError: false }))
  await revalidateKey(target(ctx, async () => { throw new Error('x') }, { onErrorRetry, shouldRetryOnError: (e: Error) => e.message !== 'x' }))
  expect(onErrorRetry).not.toHaveBeenCalled()
  await revalidateKey(target(ctx, async () => { throw new Error('y') }, { onErrorRetry, shouldRetryOnError: (e: Error) => e.message !== 'x' }))
  expect(onErrorRetry).toHaveBeenCalledTimes(1)
})

test('revalidateKey: no retry while the page is hidden (it resumes on focus instead)', async () => {
  const ctx = initCache(new Map())
  const onErrorRetry = vi.fn()
  await revalidateKey(target(ctx, async () => { throw new Error('x') }, { onErrorRetry, isVisible: () => false }))
  expect(onErrorRetry).not.toHaveBeenCalled()
})

test('revalidateKey: a fetcher that is not a function puts a TypeError naming "fetcher" in error, without retrying', async () => {
  const ctx = initCache(new Map())
  const onErrorRetry = vi.fn()
  await revalidateKey(target(ctx, 'not a function', { onErrorRetry }))
  const error = ctx.cache.get('k')?.error
  expect(error).toBeInstanceOf(TypeError)
  expect((error as Error).message).toMatch(/fetcher/)
  expect(onErrorRetry).not.toHaveBeenCalled()
})

test('revalidateKey: a fetcher that throws synchronously puts the error in state', async () => {
  const ctx = initCache(new Map())
  const err = new Error('sync')
  await revalidateKey(target(ctx, () => { throw err }, { shouldRetryOnError: false }))
  expect(ctx.cache.get('k')?.error).toBe(err)
})

test('revalidateKey: does nothing while isPaused() or without a fetcher', async () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 1)
  await expect(revalidateKey(target(ctx, fetcher, { isPaused: () => true }))).resolves.toBe(false)
  await expect(revalidateKey(target(ctx, null))).resolves.toBe(false)
  expect(fetcher).not.toHaveBeenCalled()
  expect(ctx.cache.get('k')).toBeUndefined()
})

test('revalidateKey: an error that arrives while paused is dropped', async () => {
  const ctx = initCache(new Map())
  let paused = false
  const d = deferred<never>()
  const p = revalidateKey(target(ctx, () => d.promise, { isPaused: () => paused }))
  paused = true
  d.reject(new Error('x'))
  await p
  expect(ctx.cache.get('k')?.error).toBeUndefined()
})

test('revalidateKey: onLoadingSlow fires after loadingTimeout while no data is shown', async () => {
  vi.useFakeTimers()
  const ctx = initCache(new Map())
  const onLoadingSlow = vi.fn()
  const d = deferred<string>()
  const p = revalidateKey(target(ctx, () => d.promise, { loadingTimeout: 100, onLoadingSlow }))
  await vi.advanceTimersByTimeAsync(99)
  expect(onLoadingSlow).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(onLoadingSlow).toHaveBeenCalledWith('k', expect.anything())
  d.resolve('v')
  await p
})

test('revalidateKey: callbacks are silent once the caller no longer shows the key', async () => {
  const ctx = initCache(new Map())
  const onSuccess = vi.fn()
  const t = { ...target(ctx, async () => 'v', { onSuccess }), isCurrent: () => false }
  await revalidateKey(t)
  expect(onSuccess).not.toHaveBeenCalled()
  expect(ctx.cache.get('k')?.data).toBe('v')
})
