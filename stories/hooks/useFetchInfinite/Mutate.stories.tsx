import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useFetchConfig } from '../../../src'
import useFetchInfinite, { unstable_serialize, type FetchInfiniteOptions } from '../../../src/infinite'
import { indexKey, type User, type UsersSource } from '../../../mocks'
import { Button, expectLog, mockApiOf, showCode, T, useMockApi } from '../../support'
import { globalMutateCode, predicateCode } from './code'
import { InfiniteView, ServerControls } from './demos/InfiniteView'
import { expectIdle, loadMore, namesOnPage } from './play'

const LIMIT = 5
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

// Array keys `[url, page]`: the fetcher receives the array and uses its URL.
type PageKey = readonly [url: string, page: number]
const getArrayKey = (pageIndex: number, previousPageData: User[] | null): PageKey | null =>
  previousPageData && !previousPageData.length ? null : [page(pageIndex), pageIndex]

function PredicateList() {
  const api = useMockApi()
  const result = useFetchInfinite(getArrayKey, ([url]: PageKey) => api.fetchJson<User[]>(url))
  const { data, size, mutate } = result
  const controls = (
    <>
      <Button onClick={() => void mutate(data, { revalidate: (_pageData, key) => (key as PageKey)[1] === size - 1 })}>
        Refresh last page
      </Button>
      <Button onClick={() => void mutate()}>Refresh all pages</Button>
      <ServerControls />
    </>
  )
  return <InfiniteView title="Selective revalidation" result={result} pageSize={LIMIT} controls={controls} />
}

// Global mutation from anywhere under the same FetchConfig: the list's key is unstable_serialize(getKey).
const getKey = indexKey(LIMIT)

function RefreshButton({ label }: { label: string }) {
  const { mutate } = useFetchConfig()
  return <Button onClick={() => void mutate(unstable_serialize(getKey))}>{label}</Button>
}

function GlobalList({ options, label }: { options?: FetchInfiniteOptions; label: string }) {
  return (
    <>
      {/* A row of controls, not a banner: a docs page shows two of these demos. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        <RefreshButton label={label} />
        <ServerControls />
      </div>
      <ListBody options={options} />
    </>
  )
}

function ListBody({ options }: { options?: FetchInfiniteOptions | undefined }) {
  const api = useMockApi()
  const result = useFetchInfinite(getKey, api.fetchJson<User[]>, options)
  return <InfiniteView title="Users" result={result} pageSize={LIMIT} />
}

/**
 * The bound `mutate` works on the array of pages and takes a per-page `revalidate` predicate; the
 * global mutate from `useFetchConfig()` reaches the list through `unstable_serialize(getKey)`.
 * "Change data on server" bumps the mock data version so refetched pages show names ending in
 * "(v2)".
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Mutate',
  tags: ['autodocs'],
  parameters: {
    mockApi: { total: 40, pageSize: LIMIT, latency: 120 },
    // Clicks into the demo are no focus events, so the log shows only what the text describes.
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

async function loadThreePages(canvas: Canvas, source: UsersSource, expected: string[]) {
  await expectIdle(canvas, 1)
  for (const n of [2, 3]) await loadMore(canvas, n)
  await expectLog(source, expected)
  await userEvent.click(canvas.getByRole('button', { name: 'Change data on server' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
  await expect(source.version).toBe(2)
  await expect(source.log.count()).toBe(0)
}

const isV2 = (names: string[]) => names.length === LIMIT && names.every((n) => n.endsWith(' (v2)'))
const isV1 = (names: string[]) => names.length === LIMIT && names.every((n) => !n.includes('(v'))

/**
 * Keys are arrays `[url, page]`. "Refresh last page" calls
 * `mutate(data, { revalidate: (pageData, key) => key[1] === size - 1 })`: only the last page is
 * requested. "Refresh all pages" calls `mutate()` without a predicate, which revalidates every
 * loaded page.
 */
export const RevalidatePredicate: Story = {
  name: 'mutate with a revalidate predicate',
  parameters: showCode(predicateCode),
  render: () => <PredicateList />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await loadThreePages(canvas, source, [page(0), page(0), page(1), page(0), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh last page' }))
    await expectLog(source, [page(2)])
    await waitFor(() => expect(isV2(namesOnPage(canvasElement, 3))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(source.log.pages()).toEqual([2])
    await expect(isV1(namesOnPage(canvasElement, 1))).toBe(true)
    await expect(isV1(namesOnPage(canvasElement, 2))).toBe(true)

    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all pages' }))
    await expectLog(source, [page(0), page(1), page(2)])
    await waitFor(() => expect([1, 2, 3].every((n) => isV2(namesOnPage(canvasElement, n)))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(source.log.count()).toBe(3)
  },
}

/**
 * A header outside the list calls `useFetchConfig().mutate(unstable_serialize(getKey))`. That
 * revalidates the list with its own rules. Press Load more twice, "Change data on server", then
 * "Revalidate list": with the defaults only page 0 is requested (revalidateFirstPage) and gets the
 * new names; cached pages 2–3 are kept. Use `revalidateAll` (next story) or the bound `mutate()`
 * to refetch every page.
 */
export const GlobalMutate: Story = {
  name: 'Global mutate with unstable_serialize',
  parameters: showCode(globalMutateCode('')),
  render: () => <GlobalList label="Revalidate list" />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await loadThreePages(canvas, source, [page(0), page(0), page(1), page(0), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Revalidate list' }))
    await expectLog(source, [page(0)])
    await waitFor(() => expect(isV2(namesOnPage(canvasElement, 1))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(isV1(namesOnPage(canvasElement, 2))).toBe(true)
    await expect(isV1(namesOnPage(canvasElement, 3))).toBe(true)
    await expect(source.log.count()).toBe(1)
  },
}

/**
 * The same header button over a list with `revalidateAll: true`. Press Load more twice and
 * "Change data on server": "Refresh all" then requests pages 0, 1 and 2 and every page shows the
 * new data.
 */
export const GlobalMutateRevalidateAll: Story = {
  name: 'Global mutate, revalidateAll',
  parameters: showCode(globalMutateCode('{ revalidateAll: true }')),
  render: () => <GlobalList label="Refresh all" options={{ revalidateAll: true }} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    // revalidateAll: Load more requests only the new page; the refresh below requests them all.
    await loadThreePages(canvas, source, [page(0), page(1), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all' }))
    await expectLog(source, [page(0), page(1), page(2)])
    await waitFor(() => expect([1, 2, 3].every((n) => isV2(namesOnPage(canvasElement, n)))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(source.log.count()).toBe(3)
  },
}
