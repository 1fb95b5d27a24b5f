import { InvalidFetcherError, invalidFetcherError, notAFunction } from '../errors'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

test('notAFunction: a TypeError naming the hook and the argument; in development it shows the value it got', () => {
  const error = notAFunction('useFetchInfinite', 'getKey', 42)
  expect(error).toBeInstanceOf(TypeError)
  expect(error.message).toBe('pagekit: useFetchInfinite: "getKey" must be a function, got 42')
  expect(invalidFetcherError('useFetch', 'fetch').message).toBe('pagekit: useFetch: "fetcher" must be a function, got "fetch"')
})

test('notAFunction in production: the same typed error and sentence, without the value', () => {
  vi.stubEnv('NODE_ENV', 'production')
  expect(notAFunction('useFetchInfinite', 'getKey', 42).message).toBe('pagekit: useFetchInfinite: "getKey" must be a function')
  const error = invalidFetcherError('useFetch', { url: '/users' })
  expect(error).toBeInstanceOf(InvalidFetcherError)
  expect(error).toBeInstanceOf(TypeError)
  expect(error.message).toBe('pagekit: useFetch: "fetcher" must be a function')
})

test('notAFunction without a `process` (an unbundled browser build): the sentence without the value, no crash', () => {
  vi.stubGlobal('process', undefined)
  expect(notAFunction('useFetch', 'fetcher', null).message).toBe('pagekit: useFetch: "fetcher" must be a function')
})
