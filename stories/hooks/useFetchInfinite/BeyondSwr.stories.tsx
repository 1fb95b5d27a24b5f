import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite, { type FetchInfiniteConfiguration } from '../../../src/infinite'
import { usersUrl, type User } from '../../../mocks'
import { Button, expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { loadStateCode } from './code'
import { LoadStateView } from './demos/LoadStateView'

const LIMIT = 5
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`
/** A page shorter than LIMIT is the last one. */
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < LIMIT ? null : usersUrl({ page: pageIndex, limit: LIMIT })

function LoadStateList({ title, options }: { title: string; options?: FetchInfiniteConfiguration<User[]> }) {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, options)
  const controls = <Button $variant="secondary" onClick={() => window.dispatchEvent(new Event('focus'))}>Simulate window focus</Button>
  return <LoadStateView title={title} result={result} controls={controls} />
}

type Canvas = ReturnType<typeof within>
const loadMore = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
const expectLoaded = (canvas: Canvas, pages: number) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^Loaded ${pages} pages? `)), T)

/** Clicks Load more until `pages` pages show, seeing "Loading more…" (isLoadingMore) each time. */
async function loadUpTo(canvas: Canvas, pages: number) {
  await expectLoaded(canvas, 1)
  for (let loaded = 2; loaded <= pages; loaded++) {
    await loadMore(canvas)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading more…'), T)
    await expectLoaded(canvas, loaded)
  }
}

/**
 * What pagekit adds to `useSWRInfinite`: the hook reports `isLoadingMore` and `hasMore` itself,
 * `revalidateAll` no longer refetches every page on each Load more, and `parallel` takes a
 * concurrency limit. Each story asserts the request log.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Beyond SWR',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 23, pageSize: LIMIT, latency: 150 },
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * `isLoadingMore` is true while a page beyond the loaded ones is in flight; `hasMore` asks
 * `getKey(data.length, last page)`. Press Load more four times and the short fifth page (users
 * 21–23) ends the list: 5 pages, 5 requests, no request for an empty page.
 */
export const LoadMoreState: Story = {
  name: 'isLoadingMore and hasMore',
  parameters: { docsCheck: { shows: ['Loaded 1 page (5 users)'] }, ...showCode(loadStateCode('{ revalidateFirstPage: false }')) },
  render: () => <LoadStateList title="isLoadingMore, hasMore" options={{ revalidateFirstPage: false }} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await loadUpTo(canvas, 5)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 5 pages (23 users), no more users')
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeDisabled()
    await expectLog(source, [page(0), page(1), page(2), page(3), page(4)])
  },
}

/**
 * `revalidateAll: true`: Load more requests only the new page, and a window focus revalidates
 * every loaded page. Press Load more until 5 pages show (5 pages = 5 requests), then "Simulate
 * window focus": 5 more.
 */
export const RevalidateAll: Story = {
  name: 'revalidateAll: 5 pages = 5 requests, focus = 5 more',
  parameters: {
    fetchConfig: { revalidateOnFocus: true, focusThrottleInterval: 0 },
    docsCheck: { shows: ['Loaded 1 page (5 users)'] },
    ...showCode(loadStateCode('{ revalidateAll: true }')),
  },
  render: () => <LoadStateList title="revalidateAll: true" options={{ revalidateAll: true }} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await loadUpTo(canvas, 5)
    const fivePages = [page(0), page(1), page(2), page(3), page(4)]
    await expectLog(source, fivePages)
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate window focus' }))
    await expectLog(source, [...fivePages, ...fivePages])
    await expectLoaded(canvas, 5)
  },
}

function ParallelList() {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { parallel: 3, initialSize: 9 })
  return <LoadStateView title="parallel: 3, initialSize: 9" result={result} />
}

/**
 * `parallel: 3` with nine pages: never more than 3 requests in flight (watch the timeline bars
 * in the request log); `parallel: true` would start all nine at once.
 */
export const ParallelLimit: Story = {
  name: 'parallel: 3 — never more than 3 in flight',
  parameters: {
    mockApi: { total: 60, pageSize: LIMIT, latency: 200 },
    docsCheck: { shows: ['Loaded 9 pages (45 users)'] },
    ...showCode(loadStateCode('{ parallel: 3, initialSize: 9 }')),
  },
  render: () => <ParallelList />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expectLoaded(canvas, 9)
    await waitFor(() => expect(source.log.pending()).toBe(0), T)
    await expect(source.log.maxConcurrency()).toBe(3)
    await expect(source.log.sortedPages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  },
}
