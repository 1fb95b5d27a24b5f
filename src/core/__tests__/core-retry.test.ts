import { baseConfig, onErrorRetry, type InternalConfig } from '../config'

const config = (over: Partial<InternalConfig> = {}) => ({ ...baseConfig, errorRetryInterval: 1000, ...over }) as InternalConfig

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('onErrorRetry: waits (random + 0.5) × 2^retry × errorRetryInterval (random = 0 → 0.5 factor)', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0)
  for (const [retryCount, expected] of [[1, 1000], [2, 2000], [3, 4000], [4, 8000]] as const) {
    const revalidate = vi.fn()
    onErrorRetry(new Error(), 'k', config(), revalidate, { retryCount, dedupe: true })
    await vi.advanceTimersByTimeAsync(expected - 1)
    expect(revalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(revalidate).toHaveBeenCalledWith({ retryCount, dedupe: true })
  }
})

test('onErrorRetry: random close to 1 gives ≈ 1.5 × 2^retry × interval, floored to whole steps', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.99)
  const revalidate = vi.fn()
  // ~~(1.49 * 2) = 2 → 2000 ms
  onErrorRetry(new Error(), 'k', config(), revalidate, { retryCount: 1, dedupe: true })
  await vi.advanceTimersByTimeAsync(1999)
  expect(revalidate).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(revalidate).toHaveBeenCalled()
})

test('onErrorRetry: the exponent is capped at 8', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0)
  const revalidate = vi.fn()
  onErrorRetry(new Error(), 'k', config({ errorRetryInterval: 10 }), revalidate, { retryCount: 20, dedupe: true })
  // 0.5 × 2^8 × 10 = 1280
  await vi.advanceTimersByTimeAsync(1279)
  expect(revalidate).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(revalidate).toHaveBeenCalled()
})

test('onErrorRetry: stops once retryCount passes errorRetryCount', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0)
  const revalidate = vi.fn()
  onErrorRetry(new Error(), 'k', config({ errorRetryCount: 2 }), revalidate, { retryCount: 2, dedupe: true })
  await vi.advanceTimersByTimeAsync(10_000)
  expect(revalidate).toHaveBeenCalledTimes(1)
  onErrorRetry(new Error(), 'k', config({ errorRetryCount: 2 }), revalidate, { retryCount: 3, dedupe: true })
  await vi.advanceTimersByTimeAsync(100_000)
  expect(revalidate).toHaveBeenCalledTimes(1)
})

test('onErrorRetry: without errorRetryCount it keeps retrying', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0)
  const revalidate = vi.fn()
  onErrorRetry(new Error(), 'k', config(), revalidate, { retryCount: 50, dedupe: true })
  await vi.advanceTimersByTimeAsync(0.5 * 256 * 1000)
  expect(revalidate).toHaveBeenCalledTimes(1)
})

test('defaults: errorRetryInterval 5000, dedupingInterval 2000, focusThrottleInterval 5000, loadingTimeout 3000', () => {
  expect(baseConfig).toMatchObject({
    errorRetryInterval: 5000, dedupingInterval: 2000, focusThrottleInterval: 5000, loadingTimeout: 3000,
    revalidateOnFocus: true, revalidateOnReconnect: true, revalidateIfStale: true, shouldRetryOnError: true,
  })
  expect(baseConfig.errorRetryCount).toBeUndefined()
  expect(baseConfig.refreshInterval ?? 0).toBe(0)
  expect(baseConfig.refreshWhenHidden ?? false).toBe(false)
  expect(baseConfig.refreshWhenOffline ?? false).toBe(false)
  expect(baseConfig.keepPreviousData ?? false).toBe(false)
  expect(baseConfig.suspense ?? false).toBe(false)
  expect(baseConfig.revalidateOnMount).toBeUndefined()
  expect(baseConfig.isPaused()).toBe(false)
  expect(baseConfig.compare({ a: [1] }, { a: [1] })).toBe(true)
  expect(baseConfig.compare({ a: [1] }, { a: [2] })).toBe(false)
})
