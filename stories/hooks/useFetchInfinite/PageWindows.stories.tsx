import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite, { type FetchInfiniteResponse } from '../../../src/infinite'
import { cursorKey, cursorPreviousKey, encodeCursor, indexKey, type CursorPage, type User } from '../../../mocks'
import { Button, Card, Controls, expectLog, mockApiOf, PageList, quietFor, showCode, T, useMockApi } from '../../support'
import { cursorWindowCode, pageWindowCode } from './code'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

type WindowResult = Pick<FetchInfiniteResponse<User[] | CursorPage<User>>,
  'data' | 'size' | 'setSize' | 'isLoadingMore' | 'hasMore' | 'firstPageIndex' | 'loadPrevious' | 'hasPrevious' | 'isLoadingPrevious'>

/** A list with a page window of `maxPages` pages (index source). */
function WindowList({ maxPages }: { maxPages: number }) {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { maxPages, revalidateFirstPage: false })
  return <WindowView title={`maxPages: ${maxPages}`} result={result} />
}

/** Load previous above, Load more below, and where the window stands. */
function WindowView({ title, result }: { title: string; result: WindowResult }) {
  const {
    data, size, setSize, isLoadingMore, hasMore, firstPageIndex, loadPrevious, hasPrevious, isLoadingPrevious,
  } = result
  const status = !data ? 'Loading users…'
    : isLoadingPrevious ? 'Loading the previous page…'
    : isLoadingMore ? 'Loading more…'
    : `Pages ${firstPageIndex + 1}–${size} in data (firstPageIndex ${firstPageIndex}, size ${size}), hasPrevious ${hasPrevious}`
  return (
    <Card title={title}>
      <Controls>
        {/* Not disabled at page 0: a click there shows that loadPrevious() is a no-op (the log stays). */}
        <Button $variant="secondary" onClick={() => void loadPrevious()}>Load previous</Button>
      </Controls>
      <Controls>
        <p role="status" style={{ margin: 0 }}>{status}</p>
      </Controls>
      <PageList pages={data} firstPageIndex={firstPageIndex} />
      <Controls>
        <Button disabled={!hasMore || isLoadingMore} onClick={() => void setSize((s) => s + 1)}>Load more</Button>
      </Controls>
    </Card>
  )
}

type Canvas = ReturnType<typeof within>
const expectWindow = (canvas: Canvas, first: number, size: number, hasPrevious: boolean) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(
    `Pages ${first + 1}–${size} in data (firstPageIndex ${first}, size ${size}), hasPrevious ${hasPrevious}`), T)
const shownPages = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('section[aria-label^="Page "]')].map((s) => s.getAttribute('aria-label'))

/** Waits for the first page, then clicks Load more until the list's size is `size` (maxPages 3). */
async function loadMoreTo(context: { canvasElement: HTMLElement; loaded: Record<string, unknown>; id?: string }, size: number) {
  const canvas = within(context.canvasElement)
  await expectWindow(canvas, 0, 1, false)
  for (let next = 2; next <= size; next++) {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expectWindow(canvas, Math.max(0, next - 3), next, next > 3)
  }
  return { canvas, source: mockApiOf(context).users }
}

/**
 * `maxPages` keeps at most that many pages in `data`: `setSize` forward drops the oldest,
 * `loadPrevious()` loads the page before `data[0]` and drops the newest. `firstPageIndex` is the
 * page index of `data[0]` (so `data` holds pages `firstPageIndex` to `size - 1`), `hasPrevious`
 * says whether there is a page before it (known without a request) and `isLoadingPrevious`
 * whether it is in flight. Dropped pages are not revalidated and their cache entries are
 * released, so coming back costs one request per page. Each story asserts the request log.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Page windows',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 100, pageSize: LIMIT, latency: 120 },
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
    docsCheck: { shows: ['Pages 1–1 in data (firstPageIndex 0, size 1), hasPrevious false'] },
    ...showCode(pageWindowCode),
  },
  render: () => <WindowList maxPages={3} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** With `maxPages: 3`, press Load more four times, up to page 5: `data` holds pages 3–5, `firstPageIndex` is 2; one request per page. */
export const ForwardDropsOldest: Story = {
  name: 'setSize forward with maxPages: 3 drops the oldest pages',
  play: async (context) => {
    const { source } = await loadMoreTo(context, 5)
    await expect(shownPages(context.canvasElement)).toEqual(['Page 3', 'Page 4', 'Page 5'])
    await expectLog(source, [page(0), page(1), page(2), page(3), page(4)])
  },
}

/** From pages 3–5, Load previous requests page 2 (index 1) once, and page 5 leaves `data`. */
export const LoadPreviousOnePage: Story = {
  name: 'loadPrevious re-requests exactly one page',
  play: async (context) => {
    const { canvas, source } = await loadMoreTo(context, 5)
    await userEvent.click(canvas.getByRole('button', { name: 'Load previous' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the previous page…'), T)
    await expectWindow(canvas, 1, 4, true)
    await expect(shownPages(context.canvasElement)).toEqual(['Page 2', 'Page 3', 'Page 4'])
    await expectLog(source, [page(0), page(1), page(2), page(3), page(4), page(1)])
  },
}

/**
 * `hasPrevious` is false while `data` starts at page 0 (before any request), and loadPrevious()
 * is then a no-op: back at page 0, one more click requests nothing.
 */
export const NoPreviousAtZero: Story = {
  name: 'hasPrevious is false at page 0; loadPrevious there is a no-op',
  play: async (context) => {
    const { canvas, source } = await loadMoreTo(context, 4)
    await userEvent.click(canvas.getByRole('button', { name: 'Load previous' }))
    await expectWindow(canvas, 0, 3, false)
    const fourPagesAndBack = [page(0), page(1), page(2), page(3), page(0)]
    await expectLog(source, fourPagesAndBack)
    await userEvent.click(canvas.getByRole('button', { name: 'Load previous' }))
    await quietFor(400)
    await expectLog(source, fourPagesAndBack)
    await expectWindow(canvas, 0, 3, false)
  },
}

const getCursorKey = cursorKey(LIMIT)
const getCursorPreviousKey = cursorPreviousKey(LIMIT)

/** A cursor source (`{ data, nextCursor, prevCursor }`) with `maxPages: 2` and `getPreviousKey`. */
function CursorWindowList() {
  const api = useMockApi()
  const result = useFetchInfinite(getCursorKey, api.fetchJson<CursorPage<User>>, {
    maxPages: 2, getPreviousKey: getCursorPreviousKey, revalidateFirstPage: false,
  })
  return <WindowView title="maxPages: 2, getPreviousKey" result={result} />
}

/**
 * A cursor source: each key carries the previous page's `nextCursor`, so `getKey` cannot tell the
 * key of the page before the window. `getPreviousKey(firstPageIndex, firstPageData)` gives it
 * from the first page's `prevCursor`. After four pages (`data` holds pages 3–4), Load previous
 * requests page 2 by its backward cursor, once, and page 4 leaves `data`.
 */
export const CursorGetPreviousKey: Story = {
  name: 'getPreviousKey: the page before a cursor window',
  parameters: {
    docsCheck: { shows: ['Pages 1–1 in data (firstPageIndex 0, size 1), hasPrevious false'] },
    ...showCode(cursorWindowCode),
  },
  render: () => <CursorWindowList />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expectWindow(canvas, 0, 1, false)
    for (const next of [2, 3, 4]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
      await expectWindow(canvas, Math.max(0, next - 2), next, next > 2)
    }
    const forward = ['/users?limit=5', ...[5, 10, 15].map((offset) => `/users?cursor=${encodeCursor(offset)}&limit=5`)]
    await expectLog(source, forward)
    await userEvent.click(canvas.getByRole('button', { name: 'Load previous' }))
    await expectWindow(canvas, 1, 3, true)
    await expect(shownPages(context.canvasElement)).toEqual(['Page 2', 'Page 3'])
    // Page 2 (users 5–9) by the backward cursor of page 3.
    await expectLog(source, [...forward, `/users?cursor=${encodeCursor(5)}&limit=5`])
    await expect(source.log.pages()).toEqual([0, 1, 2, 3, 1])
  },
}
