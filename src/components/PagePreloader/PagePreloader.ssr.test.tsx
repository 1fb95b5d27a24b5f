// <PagePreloader> rendered on a server, then hydrated: the server preloads nothing (it renders
// the empty hidden container, or nothing in cache mode) and hydration matches that.
import { createUsersSource, makeUsers, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { ssrTests, type Pagekit } from '../../test/ssr'
import type { PreloadStrategy } from './types'

const pageKey = (page: number) => `/users?page=${page}&limit=10`
const fetcher = (url: string) => fetch(new URL(url, location.href)).then((res) => res.json() as Promise<User[]>)

const app = (strategy: PreloadStrategy, mode?: 'cache') => ({ root }: Pagekit) => {
  function UsersPage({ page }: { page: number }) {
    const { data } = root.useFetch(pageKey(page), fetcher)
    return <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
  }
  return (
    <root.FetchConfig value={{ provider: () => new Map(), fallback: { [pageKey(0)]: makeUsers(10) } }}>
      <UsersPage page={0} />
      {mode === 'cache'
        ? <root.PagePreloader page={0} pageCount={5} getKey={pageKey} fetcher={fetcher} strategy={strategy} mode="cache" />
        : <root.PagePreloader page={0} pageCount={5} getKey={pageKey} strategy={strategy}>{(page) => <UsersPage page={page} />}</root.PagePreloader>}
    </root.FetchConfig>
  )
}

const renderBoth = ssrTests()
beforeEach(() => {
  useSource(createUsersSource({ total: 45 }))
})

test.each(['eager', 'idle', 'hover', 'viewport'] as const)('render mode, strategy %s: an empty, hidden and inert container', async (strategy) => {
  const server = await renderBoth(app(strategy))
  const container = server.querySelector('[data-pagekit-preloader]')!
  expect(container).toHaveAttribute('hidden')
  expect(container).toHaveAttribute('inert')
  expect(container).toHaveAttribute('aria-hidden', 'true')
  expect(container.querySelectorAll('li')).toHaveLength(0)
  expect(server.querySelectorAll('li')).toHaveLength(10)
})

test('cache mode renders nothing on the server', async () => {
  const server = await renderBoth(app('eager', 'cache'))
  expect(server.querySelector('[data-pagekit-preloader]')).toBeNull()
  expect(server.querySelectorAll('li')).toHaveLength(10)
})
