// <PagePreloader> and usePagePreloader type the fetcher's key from getKey (or keys), as
// useFetchInfinite does: a fetcher written for another key shape does not compile.
import { test, expectTypeOf } from 'vitest'
import { PagePreloader } from 'pagekit'
import { usePagePreloader } from 'pagekit/headless'

interface User { id: number; name: string }
declare function fetchUsers(url: string): Promise<User[]>
declare function fetchUsersPage(key: readonly ['/users', number]): Promise<User[]>

test('the fetcher receives the key getKey returns', () => {
  usePagePreloader({
    page: 0,
    getKey: (page) => ['/users', page] as const,
    fetcher: (key) => {
      expectTypeOf(key).toEqualTypeOf<readonly ['/users', number]>()
      return fetchUsersPage(key)
    },
  })
  const preloader = <PagePreloader page={0} pageCount={5} getKey={(page) => `/users?page=${page}`} fetcher={fetchUsers} mode="cache" />
  void preloader
})

test('a null key (no such page) never reaches the fetcher', () => {
  usePagePreloader({ page: 0, getKey: (page) => (page < 5 ? `/users?page=${page}` : null), fetcher: fetchUsers })
})

test('a fetcher written for another key shape is an error', () => {
  // @ts-expect-error getKey returns a tuple; this fetcher takes a URL string
  usePagePreloader({ page: 0, getKey: (page) => ['/users', page] as const, fetcher: fetchUsers })
  // @ts-expect-error keys are URL strings; this fetcher takes a tuple
  usePagePreloader({ keys: ['/users?page=1'], fetcher: fetchUsersPage })
  // @ts-expect-error the same through the component
  const preloader = <PagePreloader page={0} getKey={(page) => ['/users', page] as const} fetcher={fetchUsers} mode="cache" />
  void preloader
})

test('the page type still comes from the fetcher', () => {
  usePagePreloader({
    getKey: (index, previous) => {
      expectTypeOf(previous).toEqualTypeOf<User[] | null>()
      return previous && !previous.length ? null : `/users?page=${index}`
    },
    fetcher: fetchUsers,
    infinite: { data: [[{ id: 1, name: 'Ada' }]], size: 1 },
  })
})
