import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { cursorKey, encodeCursor, indexKey, makeUser, offsetKey, type CursorPage, type User } from '../../../mocks'
import { expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { cursorListCode, indexListCode, offsetListCode } from './code'
import { InfiniteView } from './demos/InfiniteView'
import { expectIdle, loadMore, namesOnPage } from './play'

const LIMIT = 10

// Keys are built once: `getKey` is an ordinary function of (pageIndex, previousPageData).
const getIndexKey = indexKey(LIMIT)
const getCursorKey = cursorKey(LIMIT)
const getOffsetKey = offsetKey(LIMIT)

function IndexList() {
  const api = useMockApi()
  // GET /users?page=N&limit=10 → User[]; getKey returns null after an empty page.
  const result = useFetchInfinite(getIndexKey, api.fetchJson<User[]>)
  return <InfiniteView title="Users (index source)" result={result} pageSize={LIMIT} />
}

function CursorList() {
  const api = useMockApi()
  // GET /users?cursor=C&limit=10 → { data, nextCursor }; each key needs the previous page.
  const result = useFetchInfinite(getCursorKey, api.fetchJson<CursorPage<User>>)
  const footer = (
    <dl style={{ margin: 0, fontSize: 13 }}>
      {result.data?.map((page, i) => (
        <div key={i} style={{ display: 'flex', gap: 6 }}>
          <dt>Page {i + 1} nextCursor:</dt>
          <dd style={{ margin: 0 }}><code data-testid={`next-cursor-${i + 1}`}>{String(page.nextCursor)}</code></dd>
        </div>
      ))}
    </dl>
  )
  return <InfiniteView title="Users (cursor source)" result={result} pageSize={LIMIT} footer={footer} />
}

function OffsetList() {
  const api = useMockApi()
  // GET /users?offset=N*10&limit=10 → User[].
  const result = useFetchInfinite(getOffsetKey, api.fetchJson<User[]>)
  return <InfiniteView title="Users (offset source)" result={result} pageSize={LIMIT} />
}

/**
 * One `useFetchInfinite(getKey, fetcher)` call over the three kinds of paginated source: index,
 * cursor and offset. "Load more" calls `setSize(size + 1)`. With the default
 * `revalidateFirstPage: true` loading a page costs two requests: page 0 is revalidated first (the
 * walk is sequential), then the new page is fetched. The request log below each list is the mock
 * server's own record (MSW). "Show code" has the code an app writes.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Sources',
  tags: ['autodocs'],
  parameters: {
    // Each demo has its own server (45 users, 150 ms); every revalidation reaches it; clicks into a
    // demo are no focus events, so the logs show only what the text describes.
    mockApi: { total: 45, pageSize: LIMIT, latency: 150 },
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Index keys `/users?page=N&limit=10`. Press Load more: it sets `size` to 2 and the walk requests
 * page 0 again (revalidateFirstPage) and then page 1, so the log reads page 0, page 0, page 1.
 */
export const IndexSource: Story = {
  name: 'Index source',
  parameters: showCode(indexListCode('', 10)),
  render: () => <IndexList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('group', { name: 'Page 1' }, T)).toBeInTheDocument()
    await expectIdle(canvas, 1)
    await expect(canvas.getByTestId('size')).toHaveTextContent('1')
    await expectLog(source, ['/users?page=0&limit=10'])
    await expect(namesOnPage(canvasElement, 1)).toHaveLength(10)

    await loadMore(canvas, 2)
    await canvas.findByRole('group', { name: 'Page 2' }, T)
    await expectLog(source, ['/users?page=0&limit=10', '/users?page=0&limit=10', '/users?page=1&limit=10'])
    await expect(source.log.pages()).toEqual([0, 0, 1])
    await expect(namesOnPage(canvasElement, 2)[0]).toBe(makeUser(10).name)
  },
}

/**
 * Cursor keys: the first page has no `cursor`, every later key carries the previous page's
 * `nextCursor`. Load more revalidates the first page, then requests the second page with the first
 * page's nextCursor.
 */
export const CursorSource: Story = {
  name: 'Cursor source',
  parameters: showCode(cursorListCode),
  render: () => <CursorList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Page 1' }, T)
    await expectIdle(canvas, 1)
    await expectLog(source, ['/users?limit=10'])
    const nextCursor = canvas.getByTestId('next-cursor-1').textContent!
    await expect(nextCursor).toBe(encodeCursor(10))

    await loadMore(canvas, 2)
    await canvas.findByRole('group', { name: 'Page 2' }, T)
    await expectLog(source, ['/users?limit=10', '/users?limit=10', `/users?cursor=${nextCursor}&limit=10`])
    const entries = source.log.entries()
    await expect(entries[0].cursor).toBeUndefined()
    await expect(entries[2].cursor).toBe(nextCursor)
    await expect(source.log.pages()).toEqual([0, 0, 1])
    await expect(canvas.getByTestId('next-cursor-2')).toHaveTextContent(encodeCursor(20))
  },
}

/**
 * Offset keys `/users?offset=N*10&limit=10`: the same walk as the index source, page 0 (offset 0)
 * is revalidated before offset 10 is fetched.
 */
export const OffsetSource: Story = {
  name: 'Offset source',
  parameters: showCode(offsetListCode),
  render: () => <OffsetList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Page 1' }, T)
    await expectIdle(canvas, 1)
    await expectLog(source, ['/users?offset=0&limit=10'])

    await loadMore(canvas, 2)
    await canvas.findByRole('group', { name: 'Page 2' }, T)
    await expectLog(source, ['/users?offset=0&limit=10', '/users?offset=0&limit=10', '/users?offset=10&limit=10'])
    await expect(source.log.entries().map((e) => e.offset)).toEqual([0, 0, 10])
  },
}
