import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UsersSource } from '../../../mocks'
import { expectLog, mockApiOf, showCode, T } from '../../support'
import { searchCode } from './code'
import { SearchableList } from './demos/SearchableList'
import { expectIdle, loadMore, namesOnPage } from './play'

const LIMIT = 5
const page = (n: number, q?: string) => `/users?page=${n}&limit=${LIMIT}${q ? `&q=${q}` : ''}`

/**
 * The query is part of the key (`indexKey(5, q)` → `/users?page=N&limit=5&q=…`), so a search
 * changes the first page's key. `persistSize` decides what `size` does then: reset
 * (default) or keep.
 */
const meta = {
  title: 'Hooks/useFetchInfinite/persistSize',
  tags: ['autodocs'],
  parameters: {
    // 300 users; 18 of them are named "… Hopper" (3 full pages of 5, and a short fourth).
    mockApi: { total: 300, pageSize: LIMIT, latency: 120 },
    // Clicks into the demo are no focus events, so the log shows only what the text describes.
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** Loads three pages of the unfiltered list through the UI, then clears the log. */
async function loadThreePages(canvas: Canvas, source: UsersSource) {
  await expectIdle(canvas, 1)
  for (const n of [2, 3]) await loadMore(canvas, n)
  // Page 0, then per Load more: page 0 again (revalidateFirstPage) and the new page.
  await expectLog(source, [page(0), page(0), page(1), page(0), page(2)])
  await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
  await expect(source.log.count()).toBe(0)
}

async function search(canvas: Canvas, q: string) {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search names' }), q)
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
  await expect(canvas.getByTestId('query')).toHaveTextContent(q)
}

/**
 * Load 3 pages, then search "Hopper": the first key changes and `size` goes back to 1, so only
 * page 0 of the new query is requested. Clearing the search returns to the old key, whose own
 * cached size (3) and pages come back from the cache.
 */
export const PersistSizeOff: Story = {
  name: 'persistSize off (default)',
  parameters: showCode(searchCode('')),
  render: () => <SearchableList title="persistSize: false" />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await loadThreePages(canvas, source)

    await search(canvas, 'Hopper')
    await waitFor(() => expect(canvas.getByTestId('size')).toHaveTextContent('1'), T)
    await expectIdle(canvas, 1)
    await expectLog(source, [page(0, 'Hopper')])
    await expect(source.log.entries().map((e) => e.q)).toEqual(['Hopper'])
    await expect(namesOnPage(canvasElement, 1)).toEqual(source.users('Hopper').slice(0, LIMIT).map((u) => u.name))

    // Back to the unfiltered key: its size (3) and pages come from the cache; page 0 revalidates.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(canvas.getByTestId('size')).toHaveTextContent('3'), T)
    await expectIdle(canvas, 3)
    await expectLog(source, [page(0, 'Hopper'), page(0)])
  },
}

/**
 * With `persistSize: true` the same search keeps `size` at 3, so three pages of the new query are
 * requested, one after another.
 */
export const PersistSizeOn: Story = {
  name: 'persistSize on',
  parameters: showCode(searchCode('{ persistSize: true }')),
  render: () => <SearchableList title="persistSize: true" options={{ persistSize: true }} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await loadThreePages(canvas, source)

    await search(canvas, 'Hopper')
    await expectLog(source, [page(0, 'Hopper'), page(1, 'Hopper'), page(2, 'Hopper')])
    await expect(canvas.getByTestId('size')).toHaveTextContent('3')
    await expectIdle(canvas, 3)
    await expect(source.log.entries().map((e) => e.q)).toEqual(['Hopper', 'Hopper', 'Hopper'])
    await expect(source.log.pages()).toEqual([0, 1, 2])
    for (const n of [1, 2, 3]) {
      const names = namesOnPage(canvasElement, n)
      await expect(names).toHaveLength(LIMIT)
      for (const name of names) await expect(name).toMatch(/ Hopper$/)
    }
  },
}
