import { contextFor, defaultCache, defaultContext, getCacheContext, initCache } from '../cache'
import { mutate } from '../index'
import { addRevalidator } from '../revalidators'
import { cacheHelper } from '../state'
import type { State } from '../types'

describe('initCache', () => {
  test('creates one context per cache and returns it again on the next call', () => {
    const cache = new Map<string, State>()
    const ctx = initCache(cache)
    expect(initCache(cache)).toBe(ctx)
    expect(getCacheContext(cache)).toBe(ctx)
    expect(getCacheContext(new Map())).toBeUndefined()
  })

  test('the default cache has a context and the global mutate is bound to it', async () => {
    expect(getCacheContext(defaultCache)).toBe(defaultContext)
    expect(defaultContext.mutate).toBe(mutate)
    await mutate('core-cache-global', 'v', false)
    expect(defaultCache.get('core-cache-global')?.data).toBe('v')
  })

  test('listen() starts the provider focus/reconnect sources once and stops them after the last user', () => {
    const offFocus = vi.fn()
    const offReconnect = vi.fn()
    const initFocus = vi.fn(() => offFocus)
    const initReconnect = vi.fn(() => offReconnect)
    const ctx = initCache(new Map(), { initFocus, initReconnect })
    expect(initFocus).not.toHaveBeenCalled()
    const stop1 = ctx.listen()
    const stop2 = ctx.listen()
    expect(initFocus).toHaveBeenCalledTimes(1)
    expect(initReconnect).toHaveBeenCalledTimes(1)
    stop1()
    stop1() // a second call of the same remover is ignored
    expect(offFocus).not.toHaveBeenCalled()
    stop2()
    expect(offFocus).toHaveBeenCalledTimes(1)
    expect(offReconnect).toHaveBeenCalledTimes(1)
    // listening again restarts the sources
    ctx.listen()
    expect(initFocus).toHaveBeenCalledTimes(2)
  })

  test('contextFor: the hooks\' way in creates the same one context, without listening; initCache adds listen() with the provider\'s sources', () => {
    const cache = new Map<string, State>()
    const ctx = contextFor(cache)
    expect(contextFor(cache)).toBe(ctx)
    expect(ctx.listen).toBeUndefined()
    const initFocus = vi.fn(() => undefined)
    const initReconnect = vi.fn(() => undefined)
    expect(initCache(cache, { initFocus, initReconnect })).toBe(ctx)
    const stop = ctx.listen!()
    expect(initFocus).toHaveBeenCalledTimes(1)
    expect(initReconnect).toHaveBeenCalledTimes(1)
    stop()
  })

  test('the default cache listens from the start: a provider over it starts no second set of listeners', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const addToDocument = vi.spyOn(document, 'addEventListener')
    const ctx = initCache(defaultCache)
    expect(ctx).toBe(defaultContext)
    const stop = ctx.listen()
    stop()
    expect(add).not.toHaveBeenCalled()
    expect(addToDocument).not.toHaveBeenCalled()
    add.mockRestore()
    addToDocument.mockRestore()
  })

  test('a focus event from the provider source reaches the first revalidator of every key, after the current task', async () => {
    let fire = () => {}
    const ctx = initCache(new Map(), { initFocus: (cb) => { fire = cb }, initReconnect: () => {} })
    const stop = ctx.listen()
    const a1 = vi.fn()
    const a2 = vi.fn()
    const b = vi.fn()
    addRevalidator(ctx, 'a', a1)
    addRevalidator(ctx, 'a', a2)
    addRevalidator(ctx, 'b', b)
    fire()
    expect(a1).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve))
    expect(a1).toHaveBeenCalledWith('focus')
    expect(a2).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledWith('focus')
    stop()
  })

  test('the reconnect source broadcasts "reconnect", after the current task', async () => {
    let fire = () => {}
    const ctx = initCache(new Map(), { initFocus: () => {}, initReconnect: (cb) => { fire = cb } })
    const stop = ctx.listen()
    const cb = vi.fn()
    addRevalidator(ctx, 'k', cb)
    fire()
    expect(cb).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve))
    expect(cb).toHaveBeenCalledWith('reconnect')
    stop()
  })
})

describe('cacheHelper', () => {
  test('get returns an empty state for a missing key and for the empty key', () => {
    const ctx = initCache(new Map())
    expect(cacheHelper(ctx, 'missing').get()).toEqual({})
    expect(cacheHelper(ctx, '').get()).toEqual({})
  })

  test('set merges into the stored state and notifies subscribers with (next, prev)', () => {
    const ctx = initCache(new Map())
    const { get, set, subscribe } = cacheHelper(ctx, 'k')
    const listener = vi.fn()
    const unsub = subscribe(listener)
    set({ data: 1 })
    set({ isValidating: true })
    expect(get()).toEqual({ data: 1, isValidating: true })
    expect(ctx.cache.get('k')).toEqual({ data: 1, isValidating: true })
    expect(listener).toHaveBeenLastCalledWith({ data: 1, isValidating: true }, { data: 1 })
    unsub()
    set({ data: 2 })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(ctx.listeners.has('k')).toBe(false)
  })

  test('subscribing to the empty key registers nothing (it is never written)', () => {
    const ctx = initCache(new Map())
    const unsub = cacheHelper(ctx, '').subscribe(vi.fn())
    expect(ctx.listeners.size).toBe(0)
    unsub()
  })

  test('set on the empty key writes nothing', () => {
    const ctx = initCache(new Map())
    cacheHelper(ctx, '').set({ data: 1 })
    expect([...ctx.cache.keys()]).toEqual([])
  })

  test('set with a patch that changes no field writes nothing and notifies no one', () => {
    const ctx = initCache(new Map())
    const { get, set, subscribe } = cacheHelper(ctx, 'k')
    const data = { id: 1 }
    set({ data, isValidating: false })
    const stored = get()
    const listener = vi.fn()
    subscribe(listener)
    const cacheSet = vi.spyOn(ctx.cache, 'set')
    // The same values, and a field cleared that was never set.
    set({ data, isValidating: false })
    set({ error: undefined })
    expect(cacheSet).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
    expect(get()).toBe(stored)
    // An equal but different object is a change (fields are compared by identity, NaN equal to NaN).
    set({ data: { id: 1 } })
    set({ isLoading: Number.NaN as unknown as boolean })
    set({ isLoading: Number.NaN as unknown as boolean })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  test('a patch that changes nothing creates no entry for a key never written', () => {
    const ctx = initCache(new Map())
    cacheHelper(ctx, 'k').set({ data: undefined, error: undefined })
    expect(ctx.cache.get('k')).toBeUndefined()
  })

  test('set never mutates the previous state object', () => {
    const ctx = initCache(new Map())
    const { get, set } = cacheHelper(ctx, 'k')
    set({ data: 1 })
    const before = get()
    set({ data: 2 })
    expect(before).toEqual({ data: 1 })
  })
})

test('addRevalidator returns a remover that drops the key when its list empties', () => {
  const ctx = initCache(new Map())
  const off1 = addRevalidator(ctx, 'k', vi.fn())
  const off2 = addRevalidator(ctx, 'k', vi.fn())
  expect(ctx.revalidators.get('k')).toHaveLength(2)
  off1()
  expect(ctx.revalidators.get('k')).toHaveLength(1)
  off2()
  expect(ctx.revalidators.has('k')).toBe(false)
})
