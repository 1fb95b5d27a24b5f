import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { createUsersSource, indexKey } from '../../../mocks'
import { InfiniteView, secondaryButton } from '../infinite-demos/InfiniteView'
import {
  Isolated, ServerControls, describeStory, expectIdle, expectLog, fetchUsers, namesOnPage, resetSource, T, docsParameters,
} from '../infinite-demos/support'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

const firstPageOffSource = createUsersSource({ total: 40, pageSize: LIMIT, latency: 150 })
const focusSource = createUsersSource({ total: 40, pageSize: LIMIT, latency: 150 })

function FirstPageOffList() {
  const result = useFetchInfinite(getKey, fetchUsers, { revalidateFirstPage: false })
  return <InfiniteView title="revalidateFirstPage: false" result={result} log={firstPageOffSource.log} pageSize={LIMIT} />
}

function RevalidateAllList() {
  const result = useFetchInfinite(getKey, fetchUsers, { revalidateAll: true })
  const controls = (
    <>
      <ServerControls source={focusSource} />
      <button type="button" style={secondaryButton} onClick={() => window.dispatchEvent(new Event('focus'))}>
        Simulate window focus
      </button>
    </>
  )
  return <InfiniteView title="revalidateAll: true" result={result} log={focusSource.log} pageSize={LIMIT} controls={controls} />
}

const meta = {
  title: 'Hooks/useFetchInfinite/Revalidation',
  tags: ['autodocs'],
  parameters: {
    ...docsParameters(
      'Which pages a revalidation requests (spec 2.3, design §4): a page that is not cached yet; page 0 while ' +
      '`revalidateFirstPage` is on (the default); every loaded page with `revalidateAll`.',
    ),
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const FirstPageOff: Story = {
  name: 'revalidateFirstPage off',
  parameters: { msw: { handlers: firstPageOffSource.handlers }, ...describeStory(
    'With `revalidateFirstPage: false`, Load more costs exactly one request: the new page (spec 2.3). Compare the index source story, where page 0 is requested again first.') },
  beforeEach: resetSource(firstPageOffSource),
  // Focus revalidation off only to keep clicks into the preview out of the documented log.
  render: () => <Isolated config={{ revalidateOnFocus: false }}><FirstPageOffList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectIdle(canvas, 1)
    await expectLog(firstPageOffSource, [page(0)])

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await expectIdle(canvas, 2)
    await expectLog(firstPageOffSource, [page(0), page(1)])

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('3')
    await expectIdle(canvas, 3)
    await expectLog(firstPageOffSource, [page(0), page(1), page(2)])
  },
}

export const RevalidateAllOnFocus: Story = {
  name: 'revalidateAll on focus',
  parameters: { msw: { handlers: focusSource.handlers }, ...describeStory(
    'With `revalidateAll: true` every revalidation requests all loaded pages: Load more and a window focus event alike (spec 2.3). ' +
    '`focusThrottleInterval: 0` because the mount counts as a focus revalidation and further ones are throttled (default 5 s), which would swallow a focus right after loading.') },
  beforeEach: resetSource(focusSource),
  render: () => <Isolated config={{ focusThrottleInterval: 0 }}><RevalidateAllList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectIdle(canvas, 1)
    await expectLog(focusSource, [page(0)])

    // Load more revalidates every loaded page too, in page order, then the new one.
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await expectIdle(canvas, 2)
    await expectLog(focusSource, [page(0), page(0), page(1)])
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('3')
    await expectIdle(canvas, 3)
    await expectLog(focusSource, [page(0), page(0), page(1), page(0), page(1), page(2)])

    // The server changes; a focus event revalidates all three pages and every page shows v2.
    await userEvent.click(canvas.getByRole('button', { name: 'Change data on server' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await expect(focusSource.version).toBe(2)
    window.dispatchEvent(new Event('focus'))
    await expectLog(focusSource, [page(0), page(1), page(2)])
    await waitFor(() => {
      for (const n of [1, 2, 3]) {
        const names = namesOnPage(canvasElement, n)
        expect(names).toHaveLength(LIMIT)
        for (const name of names) expect(name).toMatch(/ \(v2\)$/)
      }
    }, T)
    await expectIdle(canvas, 3)
    await expect(focusSource.log.count()).toBe(3)
  },
}
