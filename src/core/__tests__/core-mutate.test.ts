import { initCache, type CacheContext } from '../cache'
import { addInternalKeyPrefix } from '../internal-keys'
import { addRevalidator } from '../revalidators'
import { cacheHelper } from '../state'
import { internalMutate } from '../mutate'
import { unstable_serialize } from '../serialize'

const setup = (entries: Record<string, unknown> = {}) => {
  const ctx = initCache(new Map())
  for (const [k, data] of Object.entries(entries)) ctx.cache.set(k, { data, originalKey: k })
  return ctx
}
const data = (ctx: CacheContext, key: string) => ctx.cache.get(key)?.data
const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

describe('internalMutate: data forms', () => {
  test('a value is written to the cache and returned', async () => {
    const ctx = setup()
    await expect(internalMutate(ctx, 'k', 1)).resolves.toBe(1)
    expect(data(ctx, 'k')).toBe(1)
  })

  test('a promise is awaited, then written', async () => {
    const ctx = setup()
    const p = internalMutate(ctx, 'k', Promise.resolve('p'))
    expect(data(ctx, 'k')).toBeUndefined()
    await expect(p).resolves.toBe('p')
    expect(data(ctx, 'k')).toBe('p')
  })

  test('a sync function receives the current data', async () => {
    const ctx = setup({ k: 1 })
    await expect(internalMutate(ctx, 'k', (c: unknown) => (c as number) + 1)).resolves.toBe(2)
    expect(data(ctx, 'k')).toBe(2)
  })

  test('an async function receives the current data and its result is written', async () => {
    const ctx = setup({ k: [1] })
    await internalMutate(ctx, 'k', async (c: unknown) => [...(c as number[]), 2])
    expect(data(ctx, 'k')).toEqual([1, 2])
  })

  test('a successful mutation clears a stored error', async () => {
    const ctx = setup()
    ctx.cache.set('k', { error: new Error('x') })
    await internalMutate(ctx, 'k', 1)
    expect(ctx.cache.get('k')?.error).toBeUndefined()
  })

  test('array keys are serialized', async () => {
    const ctx = setup()
    await internalMutate(ctx, ['/a', 1], 'v')
    expect(data(ctx, unstable_serialize(['/a', 1]))).toBe('v')
  })

  test('a falsy key does nothing and resolves undefined', async () => {
    const ctx = setup()
    await expect(internalMutate(ctx, null, 1)).resolves.toBeUndefined()
    expect([...ctx.cache.keys()]).toEqual([])
  })
})

describe('internalMutate: revalidation', () => {
  test('no data argument only revalidates (the first revalidator, with "mutate") and keeps data', async () => {
    const ctx = setup({ k: 1 })
    const first = vi.fn(async () => { cacheHelper(ctx, 'k').set({ data: 5 }); return true })
    const second = vi.fn()
    addRevalidator(ctx, 'k', first)
    addRevalidator(ctx, 'k', second)
    await expect(internalMutate(ctx, 'k')).resolves.toBe(5)
    expect(first).toHaveBeenCalledWith('mutate')
    expect(second).not.toHaveBeenCalled()
  })

  test('revalidate: false writes without revalidating; the boolean shorthand works too', async () => {
    const ctx = setup()
    const rev = vi.fn(async () => true)
    addRevalidator(ctx, 'k', rev)
    await internalMutate(ctx, 'k', 1, { revalidate: false })
    await internalMutate(ctx, 'k', 2, false)
    expect(rev).not.toHaveBeenCalled()
    await internalMutate(ctx, 'k', 3)
    expect(rev).toHaveBeenCalledTimes(1)
  })

  test('revalidate as a function is asked with (data, key)', async () => {
    const ctx = setup()
    const rev = vi.fn(async () => true)
    addRevalidator(ctx, 'k', rev)
    const decide = vi.fn((d: unknown) => d === 'yes')
    await internalMutate(ctx, 'k', 'no', { revalidate: decide })
    expect(rev).not.toHaveBeenCalled()
    await internalMutate(ctx, 'k', 'yes', { revalidate: decide })
    expect(rev).toHaveBeenCalledTimes(1)
    expect(decide).toHaveBeenLastCalledWith('yes', 'k')
  })

  test('revalidating drops the dedupe marker and a stored preload so the next request is fresh', async () => {
    const ctx = setup()
    ctx.fetches.set('k', [Promise.resolve(1), 1])
    ctx.preloads.set('k', Promise.resolve(1))
    await internalMutate(ctx, 'k')
    expect(ctx.fetches.has('k')).toBe(false)
    expect(ctx.preloads.has('k')).toBe(false)
  })
})

describe('internalMutate: options', () => {
  test('populateCache: false returns the result without writing it', async () => {
    const ctx = setup({ k: 'old' })
    await expect(internalMutate(ctx, 'k', 'new', { populateCache: false, revalidate: false })).resolves.toBe('new')
    expect(data(ctx, 'k')).toBe('old')
  })

  test('populateCache as a function transforms (result, current) into the cached data', async () => {
    const ctx = setup({ k: [1, 2] })
    const result = await internalMutate(ctx, 'k', Promise.resolve(3), {
      populateCache: (r: unknown, current: unknown) => [...(current as number[]), r],
      revalidate: false,
    })
    expect(result).toBe(3)
    expect(data(ctx, 'k')).toEqual([1, 2, 3])
  })

  test('optimisticData (value) shows at once and is replaced by the result', async () => {
    const ctx = setup({ k: 'old' })
    const d = deferred<string>()
    const p = internalMutate(ctx, 'k', d.promise, { optimisticData: 'optimistic', revalidate: false })
    expect(data(ctx, 'k')).toBe('optimistic')
    d.resolve('final')
    await p
    expect(data(ctx, 'k')).toBe('final')
  })

  test('optimisticData as a function gets (committed, displayed)', async () => {
    const ctx = setup({ k: 1 })
    const fn = vi.fn((c: unknown) => (c as number) + 10)
    const d = deferred<number>()
    const p = internalMutate(ctx, 'k', d.promise, { optimisticData: fn, revalidate: false })
    expect(fn).toHaveBeenCalledWith(1, 1)
    expect(data(ctx, 'k')).toBe(11)
    d.resolve(2)
    await p
  })

  test('rollbackOnError (default) restores the committed data and rethrows', async () => {
    const ctx = setup({ k: 'old' })
    const p = internalMutate(ctx, 'k', Promise.reject(new Error('fail')), { optimisticData: 'opt', revalidate: false })
    await expect(p).rejects.toThrow('fail')
    expect(data(ctx, 'k')).toBe('old')
  })

  test('rollbackOnError: false keeps the optimistic data after a failure', async () => {
    const ctx = setup({ k: 'old' })
    const p = internalMutate(ctx, 'k', Promise.reject(new Error('fail')), { optimisticData: 'opt', rollbackOnError: false, revalidate: false })
    await expect(p).rejects.toThrow('fail')
    expect(data(ctx, 'k')).toBe('opt')
  })

  test('rollbackOnError as a function decides per error', async () => {
    const ctx = setup({ k: 'old' })
    const decide = vi.fn((e: unknown) => (e as Error).message === 'rollback')
    await internalMutate(ctx, 'k', Promise.reject(new Error('keep')), { optimisticData: 'opt1', rollbackOnError: decide, revalidate: false }).catch(() => {})
    expect(data(ctx, 'k')).toBe('opt1')
    await internalMutate(ctx, 'k', Promise.reject(new Error('rollback')), { optimisticData: 'opt2', rollbackOnError: decide, revalidate: false }).catch(() => {})
    expect(data(ctx, 'k')).toBe('opt1')
    expect(decide).toHaveBeenCalledTimes(2)
  })

  test('throwOnError: false resolves undefined instead of rejecting', async () => {
    const ctx = setup({ k: 'old' })
    await expect(internalMutate(ctx, 'k', Promise.reject(new Error('x')), { throwOnError: false, revalidate: false })).resolves.toBeUndefined()
    expect(data(ctx, 'k')).toBe('old')
  })

  test('a sync data function that throws rejects and leaves the cache alone', async () => {
    const ctx = setup({ k: 'old' })
    await expect(internalMutate(ctx, 'k', () => { throw new Error('sync') }, false)).rejects.toThrow('sync')
    expect(data(ctx, 'k')).toBe('old')
  })
})

describe('internalMutate: races and filters', () => {
  test('concurrent mutations: the latest wins even if the earlier one resolves later', async () => {
    const ctx = setup()
    const slow = deferred<string>()
    const fast = deferred<string>()
    const p1 = internalMutate(ctx, 'k', slow.promise, false)
    const p2 = internalMutate(ctx, 'k', fast.promise, false)
    fast.resolve('second')
    await p2
    slow.resolve('first')
    await expect(p1).resolves.toBe('first')
    expect(data(ctx, 'k')).toBe('second')
  })

  test('a filter mutates every matching key by its original key', async () => {
    const ctx = initCache(new Map())
    ctx.cache.set(unstable_serialize(['/users', 1]), { data: 'u1', originalKey: ['/users', 1] })
    ctx.cache.set(unstable_serialize(['/users', 2]), { data: 'u2', originalKey: ['/users', 2] })
    ctx.cache.set('/posts', { data: 'p', originalKey: '/posts' })
    const filter = vi.fn((key: unknown) => Array.isArray(key) && key[0] === '/users')
    const results = await internalMutate(ctx, filter, 'changed', false)
    expect(results).toEqual(['changed', 'changed'])
    expect(data(ctx, unstable_serialize(['/users', 1]))).toBe('changed')
    expect(data(ctx, unstable_serialize(['/users', 2]))).toBe('changed')
    expect(data(ctx, '/posts')).toBe('p')
    expect(filter).toHaveBeenCalledWith(['/users', 1])
  })

  test('a filter never sees keys under a registered internal prefix', async () => {
    addInternalKeyPrefix('$list$')
    const ctx = initCache(new Map())
    ctx.cache.set('$list$/list', { data: [['a']], originalKey: '/list' })
    ctx.cache.set('/list', { data: ['a'], originalKey: '/list' })
    const filter = vi.fn(() => true)
    await internalMutate(ctx, filter, undefined, false)
    expect(filter).toHaveBeenCalledTimes(1)
    expect(data(ctx, '$list$/list')).toEqual([['a']])
    expect(data(ctx, '/list')).toBeUndefined()
  })

  test('the mutation marks its timestamps: running [start, 0], then ended', async () => {
    const ctx = setup()
    const d = deferred<number>()
    const p = internalMutate(ctx, 'k', d.promise, false)
    const [start, end] = ctx.mutations.get('k')!
    expect(start).toBeGreaterThan(0)
    expect(end).toBe(0)
    d.resolve(1)
    await p
    expect(ctx.mutations.get('k')![1]).toBeGreaterThan(start)
  })
})
