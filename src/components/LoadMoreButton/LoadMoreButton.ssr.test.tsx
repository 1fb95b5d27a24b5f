// <LoadMoreButton> rendered on a server, then hydrated: its label and state follow the list the
// server rendered (the first page from `fallback`, or that page still loading).
import { createUsersSource, indexKey, makeUsers, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { ssrTests, type Pagekit } from '../../test/ssr'

const getKey = indexKey(10)
const fetcher = (url: string) => fetch(new URL(url, location.href)).then((res) => res.json() as Promise<User[]>)

/** The README's pattern: a list from useFetchInfinite and `<LoadMoreButton {...list} />`. */
const app = (withData: boolean) => ({ root, infinite }: Pagekit) => {
  function Users() {
    const list = infinite.default(getKey, fetcher)
    return (
      <>
        <ul>{list.data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
        <root.LoadMoreButton {...list} />
      </>
    )
  }
  return (
    <root.FetchConfig value={{ provider: () => new Map(), fallback: withData ? { [infinite.unstable_serialize(getKey)]: [makeUsers(10)] } : {} }}>
      <Users />
    </root.FetchConfig>
  )
}

const renderBoth = ssrTests()
beforeEach(() => {
  useSource(createUsersSource({ total: 45 }))
})

test.each([
  ['with the first page from fallback: "Load more", enabled', true, 'Load more', null],
  ['without data: "Loading…", aria-disabled while the first page loads', false, 'Loading…', 'true'],
])('%s', async (_, withData, label, ariaDisabled) => {
  const server = await renderBoth(app(withData))
  const button = server.querySelector('button')!
  expect(button).toHaveTextContent(label)
  expect(button.getAttribute('aria-disabled')).toBe(ariaDisabled)
  expect(button).toHaveAttribute('type', 'button')
})
