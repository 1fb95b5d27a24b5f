// `suspense: true` makes `data` defined (and `isLoading` stays boolean without the global flag).
import { test, expectTypeOf } from 'vitest'
import { useFetch } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>

test('suspense: true types data as Data', () => {
  const { data, error, isLoading } = useFetch('/api/user', fetchUser, { suspense: true })
  expectTypeOf(data).toEqualTypeOf<User>()
  expectTypeOf(error).toEqualTypeOf<any>()
  expectTypeOf(isLoading).toEqualTypeOf<boolean>()
})

test('suspense: true with a tuple key and an inline fetcher', () => {
  const { data } = useFetch(['/api/user', 1] as const, ([url, id]) => fetchUser(`${url}/${id}`), { suspense: true })
  expectTypeOf(data).toEqualTypeOf<User>()
})

test('explicit <Data> alone does not narrow: the options type argument defaults to FetchConfiguration | undefined', () => {
  const { data } = useFetch<User>('/api/user', null, { suspense: true })
  expectTypeOf(data).toEqualTypeOf<User | undefined>()
})

test('suspense: false or absent keeps Data | undefined', () => {
  expectTypeOf(useFetch('/api/user', fetchUser, { suspense: false }).data).toEqualTypeOf<User | undefined>()
  expectTypeOf(useFetch('/api/user', fetchUser).data).toEqualTypeOf<User | undefined>()
  expectTypeOf(useFetch('/api/user', fetchUser, { revalidateOnFocus: false }).data).toEqualTypeOf<User | undefined>()
})

test('infinite: per-hook suspense does not narrow data (FetchInfiniteResponse has no Config parameter)', () => {
  const { data } = useFetchInfinite((i: number) => `/api/users?page=${i}`, (url: string) => fetchUser(url), { suspense: true })
  expectTypeOf(data).toEqualTypeOf<User[] | undefined>()
})
