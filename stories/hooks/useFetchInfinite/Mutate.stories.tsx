import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite, { unstable_serialize, type FetchInfiniteOptions } from '../../../src/infinite'
import { useFetchConfig } from '../../../src'
import { createUsersSource, fetchJson, indexKey, type User, type UsersSource } from '../../../mocks'
import { InfiniteView, button } from '../infinite-demos/InfiniteView'
import {
  Isolated, ServerControls, describeStory, expectIdle, expectLog, fetchUsers, namesOnPage, resetSource, T, docsParameters,
} from '../infinite-demos/support'

const LIMIT = 5
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

const predicateSource = createUsersSource({ total: 40, pageSize: LIMIT, latency: 120 })
const globalSource = createUsersSource({ total: 40, pageSize: LIMIT, latency: 120 })
const globalAllSource = createUsersSource({ total: 40, pageSize: LIMIT, latency: 120 })

// Array keys `[url, page]` (spec 2.5.2): the fetcher receives the array and uses its URL.
type PageKey = readonly [url: string, page: number]
const getArrayKey = (pageIndex: number, previousPageData: User[] | null): PageKey | null =>
  previousPageData && !previousPageData.length ? null : [page(pageIndex), pageIndex]
const fetchPage = ([url]: PageKey) => fetchJson<User[]>(url)

function PredicateList() {
  const result = useFetchInfinite(getArrayKey, fetchPage)
  const { data, size, mutate } = result
  const controls = (
    <>
      <button type="button" style={button}
        onClick={() => void mutate(data, { revalidate: (_pageData, key) => (key as PageKey)[1] === size - 1 })}>
        Refresh last page
      </button>
      <button type="button" style={button} onClick={() => void mutate()}>Refresh all pages</button>
      <ServerControls source={predicateSource} />
    </>
  )
  return <InfiniteView title="Selective revalidation" result={result} log={predicateSource.log} pageSize={LIMIT} controls={controls} />
}

// Global mutation from anywhere under the same FetchConfig: the list's key is unstable_serialize(getKey).
const getKey = indexKey(LIMIT)

function RefreshButton({ label }: { label: string }) {
  const { mutate } = useFetchConfig()
  return <button type="button" style={button} onClick={() => void mutate(unstable_serialize(getKey))}>{label}</button>
}

function GlobalList({ source, options, label }: { source: UsersSource; options?: FetchInfiniteOptions; label: string }) {
  return (
    <>
      <header style={{ display: 'flex', gap: 8, marginBottom: 8, background: '#fff', padding: 8 }}>
        <RefreshButton label={label} />
        <ServerControls source={source} />
      </header>
      <ListBody source={source} options={options} />
    </>
  )
}

function ListBody({ source, options }: { source: UsersSource; options?: FetchInfiniteOptions }) {
  const result = useFetchInfinite(getKey, fetchUsers, options)
  return <InfiniteView title="Users" result={result} log={source.log} pageSize={LIMIT} />
}

const meta = {
  title: 'Hooks/useFetchInfinite/Mutate',
  tags: ['autodocs'],
  parameters: {
    ...docsParameters(
      'The bound `mutate` works on the array of pages and takes a per-page `revalidate` predicate (spec 2.4, 4.3.3); ' +
      'the global mutate from `useFetchConfig()` reaches the list through `unstable_serialize(getKey)` (spec 2.5.3, 4.3.4). ' +
      '"Change data on server" bumps the mock data version so refetched pages show names ending in "(v2)".',
    ),
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

// Focus revalidation off so that clicks into the preview do not add requests to the log.
const config = { revalidateOnFocus: false }

async function loadThreePages(canvas: Canvas, source: UsersSource, expected: string[]) {
  await expectIdle(canvas, 1)
  for (const n of [2, 3]) {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent(String(n))
    await expectIdle(canvas, n)
  }
  await expectLog(source, expected)
  await userEvent.click(canvas.getByRole('button', { name: 'Change data on server' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
  await expect(source.version).toBe(2)
  await expect(source.log.count()).toBe(0)
}

const isV2 = (names: string[]) => names.length === LIMIT && names.every((n) => n.endsWith(' (v2)'))
const isV1 = (names: string[]) => names.length === LIMIT && names.every((n) => !n.includes('(v'))

export const RevalidatePredicate: Story = {
  name: 'mutate with a revalidate predicate',
  parameters: { msw: { handlers: predicateSource.handlers }, ...describeStory(
    'Keys are arrays `[url, page]`. "Refresh last page" calls `mutate(data, { revalidate: (pageData, key) => key[1] === size - 1 })`: only the last page is requested (spec 4.3.3). ' +
    '"Refresh all pages" calls `mutate()` without a predicate, which revalidates every loaded page.') },
  beforeEach: resetSource(predicateSource),
  render: () => <Isolated config={config}><PredicateList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loadThreePages(canvas, predicateSource, [page(0), page(0), page(1), page(0), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh last page' }))
    await expectLog(predicateSource, [page(2)])
    await waitFor(() => expect(isV2(namesOnPage(canvasElement, 3))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(predicateSource.log.pages()).toEqual([2])
    await expect(isV1(namesOnPage(canvasElement, 1))).toBe(true)
    await expect(isV1(namesOnPage(canvasElement, 2))).toBe(true)

    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all pages' }))
    await expectLog(predicateSource, [page(0), page(1), page(2)])
    await waitFor(() => expect([1, 2, 3].every((n) => isV2(namesOnPage(canvasElement, n)))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(predicateSource.log.count()).toBe(3)
  },
}

export const GlobalMutate: Story = {
  name: 'Global mutate with unstable_serialize',
  parameters: { msw: { handlers: globalSource.handlers }, ...describeStory(
    'A header outside the list calls `useFetchConfig().mutate(unstable_serialize(getKey))`. That revalidates the list with its own rules: ' +
    'with the defaults only page 0 is requested (revalidateFirstPage); cached pages 2–3 are kept. Use `revalidateAll` (next story) or the bound `mutate()` to refetch every page.') },
  beforeEach: resetSource(globalSource),
  render: () => <Isolated config={config}><GlobalList source={globalSource} label="Revalidate list" /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loadThreePages(canvas, globalSource, [page(0), page(0), page(1), page(0), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Revalidate list' }))
    await expectLog(globalSource, [page(0)])
    await waitFor(() => expect(isV2(namesOnPage(canvasElement, 1))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(isV1(namesOnPage(canvasElement, 2))).toBe(true)
    await expect(isV1(namesOnPage(canvasElement, 3))).toBe(true)
    await expect(globalSource.log.count()).toBe(1)
  },
}

export const GlobalMutateRevalidateAll: Story = {
  name: 'Global mutate, revalidateAll',
  parameters: { msw: { handlers: globalAllSource.handlers }, ...describeStory(
    'The same header button over a list with `revalidateAll: true`: "Refresh all" requests pages 0, 1 and 2 and every page shows the new data.') },
  beforeEach: resetSource(globalAllSource),
  render: () => (
    <Isolated config={config}>
      <GlobalList source={globalAllSource} label="Refresh all" options={{ revalidateAll: true }} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // revalidateAll: every Load more re-requests all loaded pages.
    await loadThreePages(canvas, globalAllSource, [page(0), page(0), page(1), page(0), page(1), page(2)])

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all' }))
    await expectLog(globalAllSource, [page(0), page(1), page(2)])
    await waitFor(() => expect([1, 2, 3].every((n) => isV2(namesOnPage(canvasElement, n)))).toBe(true), T)
    await expectIdle(canvas, 3)
    await expect(globalAllSource.log.count()).toBe(3)
  },
}
