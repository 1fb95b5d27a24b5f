import { isDev, warnOnce } from '../dev'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('isDev: development unless NODE_ENV is "production"', () => {
  vi.stubEnv('NODE_ENV', 'development')
  expect(isDev()).toBe(true)
  vi.stubEnv('NODE_ENV', 'test')
  expect(isDev()).toBe(true)
  vi.stubEnv('NODE_ENV', 'production')
  expect(isDev()).toBe(false)
})

test('isDev: without a `process` (an unbundled browser build) pagekit stays silent instead of throwing', () => {
  vi.stubGlobal('process', undefined)
  expect(isDev()).toBe(false)
})

test('warnOnce warns once per id, and never in production', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  warnOnce('dev.test:a', 'first')
  warnOnce('dev.test:a', 'again')
  expect(warn.mock.calls).toEqual([['first']])
  vi.stubEnv('NODE_ENV', 'production')
  warnOnce('dev.test:b', 'in production')
  expect(warn).toHaveBeenCalledTimes(1)
})
