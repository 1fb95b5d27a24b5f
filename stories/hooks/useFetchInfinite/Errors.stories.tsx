import { useEffect } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, type User } from '../../../mocks'
import { Button, expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { errorListCode } from './code'
import { InfiniteView } from './demos/InfiniteView'
import { expectIdle, namesOnPage } from './play'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

/**
 * Asks for three pages one after another, as three clicks on Load more would (each waits for
 * the page before it), then leaves the list to the reader.
 */
function ErrorList() {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>)
  const { data, error, size, setSize, isValidating } = result
  useEffect(() => {
    if (!error && !isValidating && data?.length === size && size < 3) void setSize(size + 1)
  }, [data, error, isValidating, size, setSize])
  const controls = (
    <>
      <Button $variant="secondary" onClick={() => api.users.fail({ page: 2, status: 500 })}>Break page 3 on the server</Button>
      <Button $variant="secondary" onClick={() => api.users.set({ failures: [] })}>Repair the server</Button>
      {/* Load more asks only for page 1 again and the new page, never for a loaded page 3. */}
      <Button $variant="secondary" onClick={() => void result.mutate()}>Refresh all pages</Button>
      <Button $variant="secondary" onClick={() => api.users.log.reset()}>Clear request log</Button>
    </>
  )
  // Retry = revalidate every loaded page (`mutate()`); `setSize(size)` would also work and
  // request only page 0 and the missing page.
  return <InfiniteView title="Error on page 3" result={result} pageSize={LIMIT} controls={controls} onRetry={() => void result.mutate()} />
}

/**
 * Failures come back through `error`, as in `useFetch`. The first failure ends a sequential
 * walk; the list keeps the pages it already has.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Errors',
  tags: ['autodocs'],
  parameters: {
    // The server answers 500 for the third page (zero-based page 2) until it is repaired.
    mockApi: { total: 40, pageSize: LIMIT, latency: 120, failures: [{ page: 2, status: 500 }] },
    // No automatic retry, so the error stays on screen; clicks into the demo are no focus events.
    fetchConfig: { dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false },
    docsCheck: { expectsError: true, shows: ['Loading stopped', 'HTTP 500'] },
    ...showCode(errorListCode),
  },
  render: () => <ErrorList />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** Checks the error state: pages 1–2 on screen, an alert for page 3, and the requests that led there. */
async function expectErrorOnPage3(context: Context) {
  const { canvasElement } = context
  const canvas = within(canvasElement)
  const source = mockApiOf(context).users
  const alert = await canvas.findByRole('alert', {}, T)
  await expect(alert).toHaveTextContent('HTTP 500')
  await expect(canvas.getByTestId('size')).toHaveTextContent('3')
  // Page 0, then per page asked for: page 0 again (revalidateFirstPage) and the new page.
  await expectLog(source, [page(0), page(0), page(1), page(0), page(2)])
  await expect(source.log.entries()[4]).toMatchObject({ page: 2, status: 500, fault: 'status' })
  // Pages 1–2 are kept; page 3 never arrived.
  await expect(canvas.getByTestId('loaded')).toHaveTextContent('2')
  await expect(namesOnPage(canvasElement, 1)).toHaveLength(LIMIT)
  await expect(namesOnPage(canvasElement, 2)).toHaveLength(LIMIT)
  await expect(canvas.queryByRole('group', { name: 'Page 3' })).toBeNull()
  await expect(canvas.getByRole('status')).toHaveTextContent('Stopped on an error')
}

/**
 * The list asks for three pages, one after another; the third fails. Pages 1–2 stay on screen and
 * an alert reports the error, with Retry. `shouldRetryOnError: false` keeps the error on screen.
 */
export const ErrorOnPage3: Story = {
  name: 'Error on page 3 keeps pages 1–2',
  play: expectErrorOnPage3,
}

/** The same failure; "Repair the server", then Retry (`mutate()`): the loaded pages revalidate and page 3 arrives. */
export const ErrorRetryRecovers: Story = {
  name: 'Error on page 3 → repair and Retry recovers',
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const source = mockApiOf(context).users
    await expectErrorOnPage3(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Repair the server' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await expect(source.options.failures).toEqual([])
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('group', { name: 'Page 3' }, T)
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), T)
    await expectIdle(canvas, 3)
    await expectLog(source, [page(0), page(1), page(2)])
    await expect(namesOnPage(canvasElement, 3)).toHaveLength(LIMIT)
  },
}

/**
 * A healthy server: the list loads three pages. "Break page 3 on the server", then "Refresh all
 * pages" (`mutate()`, which requests every loaded page again) to see the failure happen: the
 * pages stay on screen and the alert offers Retry. Load more would not show it, since it asks
 * only for page 1 again and the new page.
 */
export const BreakTheServer: Story = {
  name: 'Break the server yourself',
  parameters: { mockApi: { failures: [] }, docsCheck: { expectsError: false, shows: ['Loaded 3 pages'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expectIdle(canvas, 3)
    await userEvent.click(canvas.getByRole('button', { name: 'Break page 3 on the server' }))
    await expect(source.options.failures).toEqual([{ page: 2, status: 500 }])
    // What the text promises: Load more does not touch the broken page; Refresh all pages does.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expectIdle(canvas, 4)
    await expectLog(source, [page(0), page(3)])
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all pages' }))
    const alert = await canvas.findByRole('alert', {}, T)
    await expect(alert).toHaveTextContent('HTTP 500')
    await expectLog(source, [page(0), page(1), page(2)])
    await expect(source.log.entries()[2]).toMatchObject({ page: 2, status: 500 })
    await expect(canvas.getByTestId('loaded')).toHaveTextContent('4')
  },
}
