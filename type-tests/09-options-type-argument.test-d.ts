// useFetch's third type argument is the options type; FetchResponse takes a third (Config) argument.
import { test, expectTypeOf } from 'vitest'
import { useFetch, type FetchResponse } from 'pagekit'

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>

test('useFetch<Data, Error, { suspense: true }>', () => {
  const { data } = useFetch<User, Error, { suspense: true }>('/api/user', fetchUser, { suspense: true })
  expectTypeOf(data).toEqualTypeOf<User>()
})

test('useFetch<Data, Error, { fallbackData: Data }>', () => {
  const { data } = useFetch<User, Error, { fallbackData: User }>('/api/user', fetchUser, { fallbackData: { id: 1, name: 'a' } })
  expectTypeOf(data).toEqualTypeOf<User>()
})

test('FetchResponse<Data, Error, Config>', () => {
  expectTypeOf<FetchResponse<User, Error, { suspense: true }>['data']>().toEqualTypeOf<User>()
  expectTypeOf<FetchResponse<User, Error, { fallbackData: User }>['data']>().toEqualTypeOf<User>()
  expectTypeOf<FetchResponse<User, Error>['data']>().toEqualTypeOf<User | undefined>()
  expectTypeOf<FetchResponse<User, Error, undefined>['data']>().toEqualTypeOf<User | undefined>()
  expectTypeOf<FetchResponse<User, Error>['isLoading']>().toEqualTypeOf<boolean>()
  expectTypeOf<FetchResponse<User>['error']>().toBeAny()
})

test('a component prop typed as a suspense response', () => {
  const res: FetchResponse<User, Error, { suspense: true }> = useFetch('/api/user', fetchUser, { suspense: true })
  expectTypeOf(res.data.name).toEqualTypeOf<string>()
})
