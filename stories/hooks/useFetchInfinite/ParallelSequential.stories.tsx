import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { createUsersSource, indexKey } from '../../../mocks'
import { InfiniteView } from '../infinite-demos/InfiniteView'
import { Isolated, describeStory, expectIdle, expectLog, fetchUsers, resetSource, T, docsParameters } from '../infinite-demos/support'

const LIMIT = 5
const LATENCY = 300
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

const sequentialSource = createUsersSource({ total: 60, pageSize: LIMIT, latency: LATENCY })
const parallelSource = createUsersSource({ total: 60, pageSize: LIMIT, latency: LATENCY })

function SequentialList() {
  const result = useFetchInfinite(getKey, fetchUsers, { initialSize: 4 })
  return <InfiniteView title="Sequential (default)" result={result} log={sequentialSource.log} pageSize={LIMIT} />
}

function ParallelList() {
  // previousPageData is always null here: the key may only use the page index.
  const result = useFetchInfinite(getKey, fetchUsers, { initialSize: 4, parallel: true })
  return <InfiniteView title="parallel: true" result={result} log={parallelSource.log} pageSize={LIMIT} />
}

const meta = {
  title: 'Hooks/useFetchInfinite/Parallel vs sequential',
  tags: ['autodocs'],
  parameters: {
    ...docsParameters(
      'Four pages (`initialSize: 4`) from a source that answers after 300 ms. Sequential mode (the default) awaits ' +
      'each page before asking `getKey` for the next, because a key may depend on the previous page (spec 4.3.1). ' +
      '`parallel: true` starts every page at once (spec 4.3.2), but `getKey` then always receives `previousPageData = null`, ' +
      'so it only suits keys computed from the page index: index and offset sources, never cursors. ' +
      'Watch the timeline bars in the request log: chained versus overlapping.',
    ),
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// Focus revalidation off so that clicks into the preview do not add requests to the log.
const config = { revalidateOnFocus: false }

export const Sequential: Story = {
  parameters: { msw: { handlers: sequentialSource.handlers }, ...describeStory(
    'Default sequential walk: pages 0–3 are requested one after another (at most one request in flight), then Load more revalidates page 0 and fetches page 4, again chained.') },
  beforeEach: resetSource(sequentialSource),
  render: () => <Isolated config={config}><SequentialList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('size')).toHaveTextContent('4')
    await expectIdle(canvas, 4)
    await expectLog(sequentialSource, [page(0), page(1), page(2), page(3)])
    await expect(sequentialSource.log.maxConcurrency()).toBe(1)
    // Chained: each request starts after the previous one ended.
    const e = sequentialSource.log.entries()
    for (let i = 1; i < e.length; i++) await expect(e[i].startedAt).toBeGreaterThanOrEqual(e[i - 1].endedAt!)

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('5')
    await expectIdle(canvas, 5)
    await expectLog(sequentialSource, [page(0), page(1), page(2), page(3), page(0), page(4)])
    await expect(sequentialSource.log.maxConcurrency()).toBe(1)
  },
}

export const Parallel: Story = {
  parameters: { msw: { handlers: parallelSource.handlers }, ...describeStory(
    '`parallel: true`: the four requests overlap (four in flight at once), so the list appears after about one latency instead of four. Load more fetches page 0 and page 4 together.') },
  beforeEach: resetSource(parallelSource),
  render: () => <Isolated config={config}><ParallelList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('size')).toHaveTextContent('4')
    await expectIdle(canvas, 4)
    await waitFor(() => expect(parallelSource.log.pending()).toBe(0), T)
    await expect(parallelSource.log.count()).toBe(4)
    // Start order across concurrent requests is up to the network: compare as sets.
    await expect([...parallelSource.log.pages()].sort()).toEqual([0, 1, 2, 3])
    await expect(parallelSource.log.maxConcurrency()).toBe(4)

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('5')
    await expectIdle(canvas, 5)
    await waitFor(() => {
      expect(parallelSource.log.count()).toBe(6)
      expect(parallelSource.log.pending()).toBe(0)
    }, T)
    const added = parallelSource.log.entries().slice(4)
    await expect(added.map((x) => x.url).sort()).toEqual([page(0), page(4)])
    // The two new requests overlap each other too.
    await expect(added[1].startedAt).toBeLessThan(added[0].endedAt!)
    await expect(parallelSource.log.maxConcurrency()).toBe(4)
    // expectLog re-checks that nothing else was requested once the list is idle.
    await expectLog(parallelSource, parallelSource.log.entries().map((x) => x.url))
  },
}
