// SWR's documented typed middleware `(useFetchNext: FetchHook) => (key, fetcher, config) => ...` fits Middleware.
import { test, expectTypeOf } from 'vitest'
import { useFetch, type Middleware, type FetchHook, type Key, type BareFetcher, type FetchConfiguration, type FetchResponse } from 'pagekit'

test('a middleware annotated with FetchHook, as in the middleware docs', () => {
  const logger: Middleware = (useFetchNext: FetchHook) => (key, fetcher, config) => {
    expectTypeOf(key).toEqualTypeOf<Key>()
    expectTypeOf(fetcher).toMatchTypeOf<BareFetcher | null>()
    expectTypeOf(config).toMatchTypeOf<FetchConfiguration>()
    const extendedFetcher = fetcher && ((...args: unknown[]) => {
      console.log('request', key)
      return fetcher(...args)
    })
    return useFetchNext(key, extendedFetcher, config)
  }
  const { data } = useFetch('/api/user', (url: string) => Promise.resolve(url.length), { use: [logger] })
  expectTypeOf(data).toEqualTypeOf<number | undefined>()
})

test('a middleware that adds fields (the "laggy" docs example, trimmed)', () => {
  const laggy: Middleware = (useFetchNext) => (key, fetcher, config) => {
    const swr = useFetchNext(key, fetcher, config)
    expectTypeOf(swr).toMatchTypeOf<FetchResponse>()
    return Object.assign({}, swr, { isLagging: false })
  }
  expectTypeOf(useFetch('/api/user', { use: [laggy] }).data).toBeAny()
})
