import { initCache } from '../cache'
import { baseConfig, type InternalConfig } from '../config'
import { preloadRequest } from '../preload'
import { revalidateKey } from '../revalidate'
import { unstable_serialize } from '../serialize'

test('preload: calls the fetcher at once with the original key and stores the promise', async () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async (k: readonly unknown[]) => `data:${String(k[0])}`)
  const p = preloadRequest(['/p', 1], fetcher, ctx)
  expect(fetcher).toHaveBeenCalledWith(['/p', 1], { signal: expect.any(AbortSignal) })
  expect(ctx.preloads.get(unstable_serialize(['/p', 1]))).toBe(p)
  await expect(p).resolves.toBe('data:/p')
})

test('preload: a second preload of the same key returns the first promise (no second request)', () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 1)
  const a = preloadRequest('k', fetcher, ctx)
  const b = preloadRequest('k', fetcher, ctx)
  expect(a).toBe(b)
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('preload: the next revalidation of the key takes the preloaded promise instead of fetching', async () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 'pre')
  preloadRequest('k', fetcher, ctx)
  const config = { ...baseConfig, cache: ctx.cache, mutate: ctx.mutate } as InternalConfig
  await revalidateKey({ ctx, key: 'k', originalKey: 'k', hookName: 'useFetch', getFetcher: () => fetcher, getConfig: () => config, isCurrent: () => true })
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(ctx.cache.get('k')?.data).toBe('pre')
  expect(ctx.preloads.has('k')).toBe(false)
})

test('preload: a falsy key or a key function that throws does nothing', () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn()
  expect(preloadRequest(null, fetcher, ctx)).toBeUndefined()
  expect(preloadRequest(() => { throw new Error('not ready') }, fetcher, ctx)).toBeUndefined()
  expect(fetcher).not.toHaveBeenCalled()
})

test('preload: a fetcher that is not a function throws a TypeError naming "fetcher"', () => {
  const ctx = initCache(new Map())
  expect(() => preloadRequest('k', 'nope' as never, ctx)).toThrow(TypeError)
  expect(() => preloadRequest('k', 42 as never, ctx)).toThrow(/fetcher/)
})

test('preload: a fetcher that throws synchronously throws to the caller, as SWR, and nothing is stored', () => {
  const ctx = initCache(new Map())
  expect(() => preloadRequest('k', () => { throw new Error('sync') }, ctx)).toThrow('sync')
  expect(ctx.preloads.has('k')).toBe(false)
})

test('preload: returns what the fetcher returns, a plain value included; a second preload returns it again', async () => {
  const ctx = initCache(new Map())
  const fetcher = vi.fn((k: string) => k.length)
  expect(preloadRequest('four', fetcher, ctx)).toBe(4)
  expect(preloadRequest('four', fetcher, ctx)).toBe(4)
  expect(fetcher).toHaveBeenCalledTimes(1)
  const config = { ...baseConfig, cache: ctx.cache, mutate: ctx.mutate } as InternalConfig
  await revalidateKey({ ctx, key: 'four', originalKey: 'four', hookName: 'useFetch', getFetcher: () => fetcher, getConfig: () => config, isCurrent: () => true })
  expect(ctx.cache.get('four')?.data).toBe(4)
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('a preload into the default cache is taken by a request in a provider cache (as SWR), once', async () => {
  const { initCache, defaultContext, preload, revalidateKey, baseConfig } = await import('../index')
  const ctx = initCache(new Map())
  const fetcher = vi.fn(async () => 'data')
  void preload('shared-preload-key', fetcher)
  expect(defaultContext.preloads.has('shared-preload-key')).toBe(true)
  const target = {
    ctx, key: 'shared-preload-key', originalKey: 'shared-preload-key', hookName: 'useFetch', getFetcher: () => fetcher,
    getConfig: () => ({ ...baseConfig, cache: ctx.cache, mutate: ctx.mutate }), isCurrent: () => true,
  }
  await revalidateKey(target)
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(ctx.cache.get('shared-preload-key')?.data).toBe('data')
  expect(defaultContext.preloads.has('shared-preload-key')).toBe(false)
})
