// Compile-time checks (run by `tsc --noEmit`); at runtime these only render trivially.
import { renderHook } from '@testing-library/react'
import { useFetch, type FetchConfiguration, type FetchResponse } from '../../index'
import { createKey } from './helpers'

const looseFetcher = async <T,>(url: string | URL): Promise<T> => ({ url: String(url) }) as T

test('types: data is inferred from the fetcher\'s return type', () => {
  const key = createKey()
  const { result } = renderHook(() => useFetch(key, async (k) => ({ id: 1, k })))
  expectTypeOf(result.current.data).toEqualTypeOf<{ id: number; k: string } | undefined>()
})

test('types: the fetcher argument is typed from the key (array and object keys)', () => {
  renderHook(() => {
    useFetch(['/api', 1] as const, ([path, n]) => {
      expectTypeOf(path).toEqualTypeOf<'/api'>()
      expectTypeOf(n).toEqualTypeOf<1>()
      return null
    }, { revalidateOnMount: false })
    useFetch({ url: '/x', page: 2 }, (arg) => {
      expectTypeOf(arg).toEqualTypeOf<{ url: string; page: number }>()
      return null
    }, { revalidateOnMount: false })
  })
})

test('types: explicit <Data> with a loosely typed fetcher compiles (as SWR)', () => {
  interface User { id: number }
  const { result } = renderHook(() => useFetch<User[]>(`/users-${createKey()}`, looseFetcher, { revalidateOnMount: false }))
  expectTypeOf(result.current.data).toEqualTypeOf<User[] | undefined>()
  expectTypeOf(result.current).toMatchTypeOf<FetchResponse<User[]>>()
})

test('types: an options object typed FetchConfiguration<Data> is accepted by the hook', () => {
  const options: FetchConfiguration<string> = { dedupingInterval: 0, revalidateOnMount: false }
  const key = createKey()
  const { result } = renderHook(() => useFetch(key, async () => 'x', options))
  expect(result.current.data).toBeUndefined()
})

test('types: the error type parameter types error', () => {
  class ApiError extends Error { status = 500 }
  const key = createKey()
  const { result } = renderHook(() => useFetch<string, ApiError>(key, async () => 'x', { revalidateOnMount: false }))
  expectTypeOf(result.current.error).toEqualTypeOf<ApiError | undefined>()
})
