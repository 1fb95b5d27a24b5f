// Beyond the numbered list: an interface-typed object key, typed callbacks in the FetchConfig value, `any` cache data.
import { test, expectTypeOf } from 'vitest'
import { useFetch, FetchConfig, useFetchConfig, unstable_serialize } from 'pagekit'

interface User { id: number; name: string }
interface UserQuery { id: number; include: string }
class HttpError extends Error { status = 500 }

test('an interface-typed object (no index signature) is a valid key, and the fetcher receives it', () => {
  const query: UserQuery = { id: 1, include: 'posts' }
  const { data } = useFetch(query, (q) => {
    expectTypeOf(q).toEqualTypeOf<UserQuery>()
    return Promise.resolve<User>({ id: q.id, name: '' })
  })
  expectTypeOf(data).toEqualTypeOf<User | undefined>()
  expectTypeOf(unstable_serialize(query)).toEqualTypeOf<string>()
})

test('FetchConfig value accepts callbacks typed for the app data and error', () => {
  const app = (
    <FetchConfig value={{ onSuccess: (data: User[]) => void data, onError: (err: HttpError) => void err.status, provider: () => new Map() }}>
      <div />
    </FetchConfig>
  )
  void app
})

test('cache data is any', () => {
  const { cache } = useFetchConfig()
  expectTypeOf(cache.get('/api/user')?.data).toBeAny()
})
