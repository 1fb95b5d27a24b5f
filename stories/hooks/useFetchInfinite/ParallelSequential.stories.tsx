import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, type User } from '../../../mocks'
import { expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { indexListCode } from './code'
import { InfiniteView } from './demos/InfiniteView'
import { expectIdle, loadMore } from './play'

const LIMIT = 5
const LATENCY = 300
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

function SequentialList() {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { initialSize: 4 })
  return <InfiniteView title="Sequential (default)" result={result} pageSize={LIMIT} />
}

function ParallelList() {
  const api = useMockApi()
  // previousPageData is always null here: the key may only use the page index.
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, { initialSize: 4, parallel: true })
  return <InfiniteView title="parallel: true" result={result} pageSize={LIMIT} />
}

/**
 * Four pages (`initialSize: 4`) from a source that answers after 300 ms. Sequential mode (the
 * default) awaits each page before asking `getKey` for the next, because a key may depend on the
 * previous page. `parallel: true` starts every page at once, but
 * `getKey` then always receives `previousPageData = null`, so it only suits keys computed from the
 * page index: index and offset sources, never cursors. Watch the timeline bars in the request log:
 * chained versus overlapping.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Parallel vs sequential',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 60, pageSize: LIMIT, latency: LATENCY },
    // Clicks into the demo are no focus events, so the log shows only what the text describes.
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Default sequential walk: pages 0–3 are requested one after another (at most one request in
 * flight), then Load more revalidates page 0 and fetches page 4, again chained.
 */
export const Sequential: Story = {
  parameters: showCode(indexListCode('{ initialSize: 4 }')),
  render: () => <SequentialList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('size')).toHaveTextContent('4')
    await expectIdle(canvas, 4)
    await expectLog(source, [page(0), page(1), page(2), page(3)])
    await expect(source.log.maxConcurrency()).toBe(1)
    // Chained: each request starts after the previous one ended.
    const e = source.log.entries()
    for (let i = 1; i < e.length; i++) await expect(e[i].startedAt).toBeGreaterThanOrEqual(e[i - 1].endedAt!)

    await loadMore(canvas, 5)
    await expectLog(source, [page(0), page(1), page(2), page(3), page(0), page(4)])
    await expect(source.log.maxConcurrency()).toBe(1)
  },
}

/**
 * `parallel: true`: the four requests overlap (four in flight at once), so the list appears after
 * about one latency instead of four. Load more fetches page 0 and page 4 together.
 */
export const Parallel: Story = {
  parameters: showCode(indexListCode('{ initialSize: 4, parallel: true }')),
  render: () => <ParallelList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('size')).toHaveTextContent('4')
    await expectIdle(canvas, 4)
    await waitFor(() => expect(source.log.pending()).toBe(0), T)
    await expect(source.log.count()).toBe(4)
    // Start order across concurrent requests is up to the network: compare as sets.
    await expect(source.log.sortedPages()).toEqual([0, 1, 2, 3])
    await expect(source.log.maxConcurrency()).toBe(4)

    await loadMore(canvas, 5)
    await waitFor(() => {
      expect(source.log.count()).toBe(6)
      expect(source.log.pending()).toBe(0)
    }, T)
    const added = source.log.entries().slice(4)
    await expect(added.map((x) => x.url).sort()).toEqual([page(0), page(4)])
    // The two new requests overlap each other too.
    await expect(added[1].startedAt).toBeLessThan(added[0].endedAt!)
    await expect(source.log.maxConcurrency()).toBe(4)
    // expectLog re-checks that nothing else was requested once the list is idle.
    await expectLog(source, source.log.entries().map((x) => x.url))
  },
}
