import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, type User, type UsersSource } from '../../../mocks'
import { Button, expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { indexListCode } from './code'
import { InfiniteView, ServerControls } from './demos/InfiniteView'
import { expectIdle, loadMore, namesOnPage } from './play'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

function FirstPageOffList() {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { revalidateFirstPage: false })
  return <InfiniteView title="revalidateFirstPage: false" result={result} pageSize={LIMIT} />
}

function RevalidateAllList() {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { revalidateAll: true })
  const controls = (
    <>
      <ServerControls />
      <Button $variant="secondary" onClick={() => window.dispatchEvent(new Event('focus'))}>Simulate window focus</Button>
    </>
  )
  return <InfiniteView title="revalidateAll: true" result={result} pageSize={LIMIT} controls={controls} />
}

/**
 * Which pages a revalidation requests: a page that is not cached yet; page 0
 * while `revalidateFirstPage` is on (the default); every loaded page with `revalidateAll`.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Revalidation',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 40, pageSize: LIMIT, latency: 150 },
    fetchConfig: { dedupingInterval: 0 },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Loads pages 2 and 3 with Load more, each costing exactly one request: the new page. */
async function loadThreePagesOneRequestEach(canvas: ReturnType<typeof within>, source: UsersSource) {
  await expectIdle(canvas, 1)
  await expectLog(source, [page(0)])
  await loadMore(canvas, 2)
  await expectLog(source, [page(0), page(1)])
  await loadMore(canvas, 3)
  await expectLog(source, [page(0), page(1), page(2)])
}

/**
 * With `revalidateFirstPage: false`, Load more costs exactly one request: the new page.
 * Compare the index source story, where page 0 is requested again first.
 */
export const FirstPageOff: Story = {
  name: 'revalidateFirstPage off',
  // Focus revalidation off only to keep clicks into the demo out of the documented log.
  parameters: { fetchConfig: { revalidateOnFocus: false }, ...showCode(indexListCode('{ revalidateFirstPage: false }')) },
  render: () => <FirstPageOffList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await loadThreePagesOneRequestEach(canvas, source)
  },
}

/**
 * With `revalidateAll: true` a window focus event (and mount, reconnect, the polling interval,
 * `mutate()`) requests every loaded page, while Load more requests only the new page: loading N
 * pages costs N requests. `focusThrottleInterval: 0` because the mount counts as a focus
 * revalidation and further ones are throttled (default 5 s), which would swallow a focus right
 * after loading.
 */
export const RevalidateAllOnFocus: Story = {
  name: 'revalidateAll on focus',
  parameters: { fetchConfig: { focusThrottleInterval: 0 }, ...showCode(indexListCode('{ revalidateAll: true }')) },
  render: () => <RevalidateAllList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    // Load more requests only the new page: 3 pages, 3 requests.
    await loadThreePagesOneRequestEach(canvas, source)

    // The server changes; a focus event revalidates all three pages and every page shows v2.
    await userEvent.click(canvas.getByRole('button', { name: 'Change data on server' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await expect(source.version).toBe(2)
    window.dispatchEvent(new Event('focus'))
    await expectLog(source, [page(0), page(1), page(2)])
    await waitFor(() => {
      for (const n of [1, 2, 3]) {
        const names = namesOnPage(canvasElement, n)
        expect(names).toHaveLength(LIMIT)
        for (const name of names) expect(name).toMatch(/ \(v2\)$/)
      }
    }, T)
    await expectIdle(canvas, 3)
    await expect(source.log.count()).toBe(3)
  },
}
