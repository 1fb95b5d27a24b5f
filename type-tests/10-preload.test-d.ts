// Preload returns the fetcher's own return type; preload<Data>(...) takes one type argument.
import { test, expectTypeOf } from 'vitest'
import { preload } from 'pagekit'

interface User { id: number; name: string }
declare function fetchUser(url: string): Promise<User>

test('preload returns ReturnType<fetcher>', () => {
  expectTypeOf(preload('/api/user', fetchUser)).toEqualTypeOf<Promise<User>>()
  expectTypeOf(preload('/api/user', (url: string) => url.length)).toEqualTypeOf<number>()
  expectTypeOf(preload(['/api/user', 1] as const, ([url, id]: readonly [string, number]) => fetchUser(`${url}/${id}`))).toEqualTypeOf<Promise<User>>()
})

test('preload<Data>(key, fetcher) with one type argument', () => {
  const p = preload<User>('/api/user', fetchUser)
  expectTypeOf(p).toEqualTypeOf<User | Promise<User>>()
})
