// `fallbackData` makes `data` defined.
import { test, expectTypeOf } from 'vitest'
import { useFetch } from 'pagekit'

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>
const fallbackUser: User = { id: 0, name: '' }

test('fallbackData types data as Data', () => {
  const { data } = useFetch('/api/user', fetchUser, { fallbackData: fallbackUser })
  expectTypeOf(data).toEqualTypeOf<User>()
})

test('fallbackData as a promise also types data as Data', () => {
  const { data } = useFetch('/api/user', fetchUser, { fallbackData: Promise.resolve(fallbackUser) })
  expectTypeOf(data).toEqualTypeOf<User>()
})

test('two-argument form: Data is not inferred from options.fetcher, data is any', () => {
  const { data } = useFetch('/api/user', { fallbackData: fallbackUser, fetcher: fetchUser })
  expectTypeOf(data).toBeAny()
})

test('explicit <Data> alone does not narrow (options type argument defaults to FetchConfiguration | undefined)', () => {
  expectTypeOf(useFetch<User>('/api/user', null, { fallbackData: fallbackUser }).data).toEqualTypeOf<User | undefined>()
  expectTypeOf(useFetch<User>('/api/user', { fallbackData: fallbackUser, fetcher: fetchUser }).data).toEqualTypeOf<User | undefined>()
})

test('fallbackData must match the fetcher data', () => {
  // @ts-expect-error a string is not a User
  useFetch('/api/user', fetchUser, { fallbackData: 'nope' })
})
