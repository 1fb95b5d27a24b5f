// Options typed as FetchConfiguration keep data typed from the fetcher and fit explicit <Data>.
import { test, expectTypeOf } from 'vitest'
import { useFetch, type FetchConfiguration } from 'pagekit'

declare function fetchNames(url: string): Promise<string[]>

test('a FetchConfiguration-typed object with a typed fetcher', () => {
  const options: FetchConfiguration = { revalidateOnFocus: false, dedupingInterval: 5000 }
  const { data } = useFetch('/api/names', fetchNames, options)
  expectTypeOf(data).toEqualTypeOf<string[] | undefined>()
})

test('explicit <Data> with FetchConfiguration-typed options', () => {
  const options: FetchConfiguration = { revalidateOnFocus: false }
  const { data } = useFetch<string[]>('/api/names', fetchNames, options)
  expectTypeOf(data).toEqualTypeOf<string[] | undefined>()
})

test('FetchConfiguration<Data> typed options', () => {
  const options: FetchConfiguration<string[]> = { onSuccess: (names) => expectTypeOf(names).toEqualTypeOf<string[]>() }
  const { data } = useFetch('/api/names', fetchNames, options)
  expectTypeOf(data).toEqualTypeOf<string[] | undefined>()
})

test('options typed with suspense: true as a literal type', () => {
  const options = { suspense: true } as const satisfies FetchConfiguration
  const { data } = useFetch('/api/names', fetchNames, options)
  expectTypeOf(data).toEqualTypeOf<string[]>()
})
