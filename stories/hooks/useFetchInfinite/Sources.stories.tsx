import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { createUsersSource, cursorKey, encodeCursor, indexKey, makeUser, offsetKey } from '../../../mocks'
import { InfiniteView } from '../infinite-demos/InfiniteView'
import {
  Isolated, describeStory, expectIdle, expectLog, fetchCursorPage, fetchUsers, namesOnPage, resetSource, T, docsParameters,
} from '../infinite-demos/support'

const LIMIT = 10
// Focus revalidation is off in these stories only so that clicking into the preview does not
// add requests to the log they document; everything else uses the defaults.
const config = { revalidateOnFocus: false }

const indexSource = createUsersSource({ total: 45, pageSize: LIMIT, latency: 150 })
const cursorSource = createUsersSource({ total: 45, pageSize: LIMIT, latency: 150 })
const offsetSource = createUsersSource({ total: 45, pageSize: LIMIT, latency: 150 })

// Keys are built once: `getKey` is an ordinary function of (pageIndex, previousPageData).
const getIndexKey = indexKey(LIMIT)
const getCursorKey = cursorKey(LIMIT)
const getOffsetKey = offsetKey(LIMIT)

function IndexList() {
  // GET /users?page=N&limit=10 → User[]; getKey returns null after an empty page (spec 2.6).
  const result = useFetchInfinite(getIndexKey, fetchUsers)
  return <InfiniteView title="Users (index source)" result={result} log={indexSource.log} pageSize={LIMIT} />
}

function CursorList() {
  // GET /users?cursor=C&limit=10 → { data, nextCursor }; each key needs the previous page (spec 4.2).
  const result = useFetchInfinite(getCursorKey, fetchCursorPage)
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
  return <InfiniteView title="Users (cursor source)" result={result} log={cursorSource.log} pageSize={LIMIT} footer={footer} />
}

function OffsetList() {
  // GET /users?offset=N*10&limit=10 → User[].
  const result = useFetchInfinite(getOffsetKey, fetchUsers)
  return <InfiniteView title="Users (offset source)" result={result} log={offsetSource.log} pageSize={LIMIT} />
}

const meta = {
  title: 'Hooks/useFetchInfinite/Sources',
  tags: ['autodocs'],
  parameters: {
    ...docsParameters(
      'One `useFetchInfinite(getKey, fetcher)` call over the three kinds of paginated source (spec 1.4, 2.6, 4.1, 4.2). ' +
      '"Load more" calls `setSize(size + 1)`. With the default `revalidateFirstPage: true` loading a page costs ' +
      'two requests: page 0 is revalidated first (the walk is sequential), then the new page is fetched. ' +
      'The request log below each list is the mock server\'s own record (MSW).',
    ),
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const IndexSource: Story = {
  name: 'Index source',
  parameters: { msw: { handlers: indexSource.handlers }, ...describeStory(
    'Index keys `/users?page=N&limit=10`. Load more sets `size` to 2 and the walk requests page 0 again (revalidateFirstPage) and then page 1: the log reads page 0, page 0, page 1 (spec 2.3, 2.4).') },
  beforeEach: resetSource(indexSource),
  render: () => <Isolated config={config}><IndexList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Page 1' }, T)).toBeInTheDocument()
    await expectIdle(canvas, 1)
    await expect(canvas.getByTestId('size')).toHaveTextContent('1')
    await expectLog(indexSource, ['/users?page=0&limit=10'])
    await expect(namesOnPage(canvasElement, 1)).toHaveLength(10)

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await canvas.findByRole('region', { name: 'Page 2' }, T)
    await expectIdle(canvas, 2)
    await expectLog(indexSource, ['/users?page=0&limit=10', '/users?page=0&limit=10', '/users?page=1&limit=10'])
    await expect(indexSource.log.pages()).toEqual([0, 0, 1])
    await expect(namesOnPage(canvasElement, 2)[0]).toBe(makeUser(10).name)
  },
}

export const CursorSource: Story = {
  name: 'Cursor source',
  parameters: { msw: { handlers: cursorSource.handlers }, ...describeStory(
    'Cursor keys: the first page has no `cursor`, every later key carries the previous page\'s `nextCursor` (spec 1.7, 4.2). Load more revalidates the first page, then requests the second page with the first page\'s nextCursor.') },
  beforeEach: resetSource(cursorSource),
  render: () => <Isolated config={config}><CursorList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Page 1' }, T)
    await expectIdle(canvas, 1)
    await expectLog(cursorSource, ['/users?limit=10'])
    const nextCursor = canvas.getByTestId('next-cursor-1').textContent!
    await expect(nextCursor).toBe(encodeCursor(10))

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await canvas.findByRole('region', { name: 'Page 2' }, T)
    await expectIdle(canvas, 2)
    await expectLog(cursorSource, ['/users?limit=10', '/users?limit=10', `/users?cursor=${nextCursor}&limit=10`])
    const entries = cursorSource.log.entries()
    await expect(entries[0].cursor).toBeUndefined()
    await expect(entries[2].cursor).toBe(nextCursor)
    await expect(cursorSource.log.pages()).toEqual([0, 0, 1])
    await expect(canvas.getByTestId('next-cursor-2')).toHaveTextContent(encodeCursor(20))
  },
}

export const OffsetSource: Story = {
  name: 'Offset source',
  parameters: { msw: { handlers: offsetSource.handlers }, ...describeStory(
    'Offset keys `/users?offset=N*10&limit=10` (spec 1.4): the same walk as the index source, page 0 (offset 0) is revalidated before offset 10 is fetched.') },
  beforeEach: resetSource(offsetSource),
  render: () => <Isolated config={config}><OffsetList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Page 1' }, T)
    await expectIdle(canvas, 1)
    await expectLog(offsetSource, ['/users?offset=0&limit=10'])

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await canvas.findByRole('region', { name: 'Page 2' }, T)
    await expectIdle(canvas, 2)
    await expectLog(offsetSource, ['/users?offset=0&limit=10', '/users?offset=0&limit=10', '/users?offset=10&limit=10'])
    await expect(offsetSource.log.entries().map((e) => e.offset)).toEqual([0, 0, 10])
  },
}
