// useFetch<Data>(key, { fetcher }) with a typed fetcher in the options.
import { test, expectTypeOf } from 'vitest'
import { useFetch } from 'pagekit'

test('useFetch<string>(key, { fetcher: (url: string) => ... })', () => {
  const { data } = useFetch<string>('/api/text', { fetcher: (url: string) => fetch(url).then((r) => r.text()) })
  expectTypeOf(data).toEqualTypeOf<string | undefined>()
})

test('useFetch<string>(key, { fetcher, suspense: true })', () => {
  const { data } = useFetch<string>('/api/text', { fetcher: (url: string) => url, suspense: true })
  expectTypeOf(data).toEqualTypeOf<string | undefined>()
})
