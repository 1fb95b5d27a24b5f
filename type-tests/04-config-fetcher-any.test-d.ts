// Without a fetcher argument (fetcher from <FetchConfig>), data is `any`, as in SWR's docs.
import { test, expectTypeOf } from 'vitest'
import { useFetch } from 'pagekit'

test('useFetch(key) types data as any', () => {
  const { data, error } = useFetch('/api/users')
  expectTypeOf(data).toBeAny()
  expectTypeOf(error).toBeAny()
  // the docs' own example compiles under strict
  const names: string[] = data.map((u: { name: string }) => u.name)
  void names
})

test('useFetch(key, options) without fetcher types data as any', () => {
  const { data } = useFetch('/api/users', { revalidateOnFocus: false })
  expectTypeOf(data).toBeAny()
})

test('useFetch(null) and a function key', () => {
  expectTypeOf(useFetch(null).data).toBeAny()
  expectTypeOf(useFetch(() => '/api/users').data).toBeAny()
})

test('explicit <Data> without a fetcher', () => {
  expectTypeOf(useFetch<string[]>('/api/users').data).toEqualTypeOf<string[] | undefined>()
})
