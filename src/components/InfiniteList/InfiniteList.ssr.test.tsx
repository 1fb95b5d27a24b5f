// <InfiniteList> rendered on a server, then hydrated: the server HTML holds the feed (with the
// first page when `fallback` has it), and hydration keeps it without a mismatch.
import { createUsersSource, indexKey, makeUsers, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { ssrTests, type Pagekit } from '../../test/ssr'
import type { InfiniteListProps } from './InfiniteList'

type Props = Pick<InfiniteListProps, 'maxPages' | 'loadMode' | 'virtualize' | 'height'>

const getKey = indexKey(10)
const fetcher = (url: string) => fetch(new URL(url, location.href)).then((res) => res.json() as Promise<User[]>)

/** The styled list, with the first page in `fallback` (as an app's server passes it) unless `withData` is false. */
const app = (props: Props, withData = true) => ({ root, infinite }: Pagekit) => (
  <root.FetchConfig value={{ provider: () => new Map(), fallback: withData ? { [infinite.unstable_serialize(getKey)]: [makeUsers(10)] } : {} }}>
    <root.InfiniteList getKey={getKey} fetcher={fetcher} aria-label="Users" renderItem={(user: User) => user.name} {...props} />
  </root.FetchConfig>
)

const renderBoth = ssrTests()
beforeEach(() => {
  useSource(createUsersSource({ total: 45 }))
})

/** The server HTML, once it hydrated with no mismatch and no console error. */
const expectCleanHydration = (props: Props, withData = true) => renderBoth(app(props, withData))

test('with fallback data: the server sends the labelled feed with the first page, and hydration keeps it', async () => {
  const server = await expectCleanHydration({})
  expect(server.querySelector('[role=feed]')).toHaveAttribute('aria-label', 'Users')
  expect(server.querySelectorAll('[role=article]')).toHaveLength(10)
  expect(server.querySelector('[role=status]')).not.toBeNull()
})

test('without data: the server sends the busy feed and the loading state', async () => {
  const server = await expectCleanHydration({}, false)
  expect(server.querySelector('[role=feed]')).toHaveAttribute('aria-busy', 'true')
  expect(server.querySelector('[data-pagekit-loading]')).toHaveTextContent('Loading…')
})

test('maxPages, in auto and in manual mode: the first page, and in manual mode the Load more button', async () => {
  expect((await expectCleanHydration({ maxPages: 3 })).querySelectorAll('[role=article]')).toHaveLength(10)
  const manual = await expectCleanHydration({ maxPages: 3, loadMode: 'manual' })
  expect(manual.querySelectorAll('[role=article]')).toHaveLength(10)
  const button = manual.querySelector('button')
  expect(button).toHaveTextContent('Load more')
  expect(button).toHaveAttribute('aria-controls', manual.querySelector('[role=feed]')!.id)
})

test('virtualize with a height: the server sends the feed and the rows that fit in that height', async () => {
  const server = await expectCleanHydration({ virtualize: { estimateSize: 50, overscan: 2 }, height: 200 })
  expect(server.querySelector('[role=feed]')).toHaveAttribute('aria-label', 'Users')
  // 200 px of 50 px rows: 4 visible, plus 2 of overscan below them.
  expect(server.querySelectorAll('[role=article]')).toHaveLength(6)
})

test('virtualize over the window: the server sends the feed; its rows render in the browser', async () => {
  const server = await expectCleanHydration({ virtualize: true })
  expect(server.querySelector('[role=feed]')).toHaveAttribute('aria-label', 'Users')
  expect(server.querySelectorAll('[role=article]')).toHaveLength(0)
})
