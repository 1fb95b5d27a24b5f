import { initCache } from '../../core/cache'
import { IDLE_FALLBACK_DELAY, isSaveDataEnabled, knownResult, preloadSkipReason, scheduleIdle } from './rules'

describe('preloadSkipReason', () => {
  test('an empty key, cached data, a request in flight and a pending preload are all skipped', () => {
    const ctx = initCache(new Map())
    expect(preloadSkipReason(ctx, '')).toBe('no-key')
    expect(preloadSkipReason(ctx, 'a')).toBeNull()
    ctx.cache.set('a', { data: [1] })
    expect(preloadSkipReason(ctx, 'a')).toBe('cached')
    ctx.fetches.set('b', [Promise.resolve(1), 1])
    expect(preloadSkipReason(ctx, 'b')).toBe('in-flight')
    ctx.preloads.set('c', Promise.resolve(1))
    expect(preloadSkipReason(ctx, 'c')).toBe('preloaded')
  })

  test('an error-only entry (no data) may be preloaded again', () => {
    const ctx = initCache(new Map())
    ctx.cache.set('a', { error: new Error('x'), isValidating: false })
    expect(preloadSkipReason(ctx, 'a')).toBeNull()
  })

  test('knownResult gives the cached data, else the pending promise', async () => {
    const ctx = initCache(new Map())
    expect(knownResult(ctx, 'a')).toBeUndefined()
    ctx.preloads.set('a', Promise.resolve('p'))
    await expect(knownResult(ctx, 'a')!.value).resolves.toBe('p')
    ctx.cache.set('a', { data: 'd' })
    expect(knownResult(ctx, 'a')).toEqual({ value: 'd' })
  })
})

describe('isSaveDataEnabled', () => {
  afterEach(() => {
    delete (navigator as unknown as { connection?: unknown }).connection
  })
  test('reads navigator.connection.saveData', () => {
    expect(isSaveDataEnabled()).toBe(false)
    Object.defineProperty(navigator, 'connection', { value: { saveData: false }, configurable: true })
    expect(isSaveDataEnabled()).toBe(false)
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    expect(isSaveDataEnabled()).toBe(true)
  })
})

describe('scheduleIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  test('uses requestIdleCallback with { timeout } when it exists, and cancels it', () => {
    const ric = vi.fn((_cb: () => void, _opts?: { timeout?: number }) => 7)
    const cic = vi.fn()
    vi.stubGlobal('requestIdleCallback', ric)
    vi.stubGlobal('cancelIdleCallback', cic)
    const fn = vi.fn()
    const cancel = scheduleIdle(fn, 1500)
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 })
    expect(fn).not.toHaveBeenCalled()
    ric.mock.calls[0][0]()
    expect(fn).toHaveBeenCalledTimes(1)
    cancel()
    expect(cic).toHaveBeenCalledWith(7)
  })

  test('falls back to a short setTimeout without requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const fn = vi.fn()
    scheduleIdle(fn, 2000)
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY - 1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    // The fallback never waits longer than the timeout, and can be cancelled.
    const fn2 = vi.fn()
    const cancel = scheduleIdle(fn2, 50)
    vi.advanceTimersByTime(49)
    cancel()
    vi.advanceTimersByTime(500)
    expect(fn2).not.toHaveBeenCalled()
  })
})
