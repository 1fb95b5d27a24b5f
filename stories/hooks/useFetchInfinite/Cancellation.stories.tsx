import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, type User } from '../../../mocks'
import { Button, Controls, expectLog, mockApiOf, quietFor, showCode, T, useMockApi } from '../../support'
import { cancellationCode } from './code'
import { InfiniteView } from './demos/InfiniteView'
import { expectIdle } from './play'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

function Users({ initialSize }: { initialSize: number }) {
  const api = useMockApi()
  // api.fetchJson(url, { signal }) passes the signal to fetch; the log marks aborted requests.
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { initialSize, revalidateFirstPage: false })
  const { error, failedPageIndex, size, setSize } = result
  const controls = (
    <Button $variant="secondary" onClick={() => { for (let i = 0; i < 5; i++) void setSize((s) => s + 1) }}>
      Load 5 more at once
    </Button>
  )
  return (
    <>
      {error !== undefined && failedPageIndex !== undefined && <p>Failed page: {failedPageIndex + 1}</p>}
      <InfiniteView title="Users" result={result} pageSize={LIMIT} controls={controls} onRetry={() => void setSize(size)} />
    </>
  )
}

function CancellationDemo({ initialSize = 5 }: { initialSize?: number }) {
  const api = useMockApi()
  const [shown, setShown] = useState(true)
  return (
    <>
      <Controls>
        <Button onClick={() => setShown((s) => !s)}>{shown ? 'Leave the list' : 'Back to the list'}</Button>
        <Button $variant="secondary" onClick={() => api.users.log.reset()}>Clear request log</Button>
      </Controls>
      {shown ? <Users initialSize={initialSize} /> : <p>The list is gone; its page in flight was aborted.</p>}
    </>
  )
}

/**
 * Every fetcher gets a second argument, `{ signal }`. It aborts when no mounted list needs the
 * page any more: the list unmounted, its key changed, a newer walk replaced the walk, or the size
 * shrank below the page. The walk stops at once; an abort is never an error. Pass the signal to
 * `fetch` and the browser cancels the request too. The request log marks aborted requests.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Cancellation',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 100, pageSize: LIMIT, latency: 250 },
    fetchConfig: { dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false },
    ...showCode(cancellationCode),
  },
  render: () => <CancellationDemo />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Five pages load one after another (250 ms each). "Leave the list" while page 2 is in flight:
 * that request is aborted and no later page is requested. Those five may have loaded before you
 * get here: press "Load 5 more at once", then "Leave the list" while they load.
 */
export const LeaveMidLoad: Story = {
  name: 'Leave the list mid-load: the page in flight is aborted',
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await waitFor(() => expect(source.log.count()).toBe(2), T)
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the list' }))
    await waitFor(() => expect(source.log.aborted().map((e) => e.url)).toEqual([page(1)]), T)
    await quietFor(600)
    await expect(source.log.entries().map((e) => e.url)).toEqual([page(0), page(1)])
    await expect(canvas.queryByText('Stopped on an error')).toBeNull()
    // Back: the list asks for its missing pages again (an aborted request is never reused).
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }))
    await expectIdle(canvas, 5)
    await expectLog(source, [page(0), page(1), page(1), page(2), page(3), page(4)])
  },
}

/** Five setSize(s => s + 1) calls in one click make one walk: each new page is requested once. */
export const RapidSetSize: Story = {
  name: 'Five rapid setSize calls: one request per page',
  render: () => <CancellationDemo initialSize={1} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expectIdle(canvas, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Load 5 more at once' }))
    await expectIdle(canvas, 6)
    await expectLog(source, [page(0), page(1), page(2), page(3), page(4), page(5)])
    await expect(source.log.aborted()).toEqual([])
  },
}

/**
 * Page 3 of 5 fails on the first load: pages 1–2 stay on screen and `failedPageIndex` says which
 * page failed. This server keeps failing page 3, so Retry (`setSize(size)`) asks for it again and
 * stops there; its test clears that failure first, and Retry then requests pages 3–5 only.
 */
export const PartialPages: Story = {
  name: 'A failed page keeps pages 1–2; Retry fetches from page 3 on',
  parameters: {
    mockApi: { failures: [{ page: 2, status: 500 }] },
    docsCheck: { expectsError: true, shows: ['Failed page: 3', 'HTTP 500'] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await canvas.findByText('Failed page: 3', {}, T)
    await expect(canvas.getByTestId('loaded')).toHaveTextContent('2')
    await expectLog(source, [page(0), page(1), page(2)])
    source.set({ failures: [] })
    source.log.reset()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expectIdle(canvas, 5)
    await expectLog(source, [page(2), page(3), page(4)])
  },
}
