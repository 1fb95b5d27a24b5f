import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls, useMockApi } from '../../support'
import { compareCode, keyAndDataMiddlewareCode, loggerCode } from './code-options'
import { CompareUsers, createStampedFetcher, ignoreStamp } from './demos/CompareUsers'
import { createLines, LinesView, logger, PagedUsers, usersApi } from './demos/MiddlewareUsers'

/**
 * `compare(a, b)` decides whether fetched data is "the same" as the cached data (deep equality by
 * default): the same keeps the cached object and causes no re-render. `use` takes middleware,
 * `(useNext) => (key, fetcher, config) => useNext(key, fetcher, config)`, which may change the
 * key, the fetcher or the result; the middleware of outer `FetchConfig`s run first.
 */
const meta = {
  title: 'Hooks/useFetch/compare and use (middleware)',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const DEFAULT = 'Default compare'
const CUSTOM = 'compare ignoring the stamp'

/** Renders and response number shown in a card. */
function readCard(canvasElement: HTMLElement, title: string) {
  const card = within(within(canvasElement).getByRole('group', { name: title }))
  return {
    renders: Number(/Renders: (\d+)/.exec(card.getByText(/^Renders:/).textContent ?? '')?.[1]),
    response: card.getByText(/^Showing response #/).textContent,
  }
}

/**
 * Every response carries a new `response` number while the users stay the same. Both cards read
 * the same key, each from its own cache, and count their renders. With the default (deep) compare
 * a refresh replaces the data: one more render, a new response number. With `compare` ignoring the
 * stamp the refreshed data counts as unchanged: the cached object stays, and no re-render happens.
 */
export const Compare: Story = {
  name: 'compare',
  parameters: { mockApi: { latency: 150 }, ...showCode(compareCode) },
  render: function Render() {
    const api = useMockApi()
    // One stamp counter for both cards, one cache each.
    const [{ fetcher }] = useState(() => createStampedFetcher(api.fetchJson))
    return (
      <>
        <FetchConfig value={{ provider: () => new Map() }}><CompareUsers title={DEFAULT} fetcher={fetcher} /></FetchConfig>
        <FetchConfig value={{ provider: () => new Map() }}><CompareUsers title={CUSTOM} fetcher={fetcher} compare={ignoreStamp} /></FetchConfig>
      </>
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: `${DEFAULT} users` }, T)
    await canvas.findByRole('list', { name: `${CUSTOM} users` }, T)
    await settled(source)
    await expect(source.log.count()).toBe(2) // one per cache

    const defaultBefore = readCard(canvasElement, DEFAULT)
    await userEvent.click(canvas.getByRole('button', { name: `Refresh ${DEFAULT}` }))
    await waitFor(() => expect(readCard(canvasElement, DEFAULT).response).not.toBe(defaultBefore.response), T)
    await expect(readCard(canvasElement, DEFAULT).renders).toBe(defaultBefore.renders + 1)

    const customBefore = readCard(canvasElement, CUSTOM)
    await userEvent.click(canvas.getByRole('button', { name: `Refresh ${CUSTOM}` }))
    // The fourth response has reached the fetcher.
    await waitFor(() => expect(source.log.count((e) => e.endedAt !== undefined)).toBe(4), T)
    await quietFor(150) // time for a (wrong) re-render with the new response
    await expect(readCard(canvasElement, CUSTOM)).toEqual(customBefore)
    await settled(source)
    await expect(source.log.count()).toBe(4)
    await expect(itemsOf(canvas.getByRole('list', { name: `${CUSTOM} users` }))).toEqual(names(0, 3))
  },
}

/**
 * `use: [logger]` in `FetchConfig`: the logger wraps the fetcher and writes each request's key
 * to the "Middleware log" card. It matches the network log line for line.
 */
export const LoggerMiddleware: Story = {
  name: 'use: logger middleware',
  parameters: { mockApi: { latency: 150 }, ...showCode(loggerCode) },
  render: function Render() {
    const [lines] = useState(createLines)
    // The story's FetchConfig supplies the fetcher; this one adds the middleware.
    return (
      <FetchConfig value={{ use: [logger(lines)] }}>
        <PagedUsers title="Users" />
        <LinesView lines={lines} title="Middleware log" />
      </FetchConfig>
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const logged = () => itemsOf(canvas.getByRole('list', { name: 'Middleware log' }))
    await canvas.findByRole('list', { name: 'Users, page 1' }, T)
    await expect(logged()).toEqual(['fetch /users?page=0&limit=3'])

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await canvas.findByRole('list', { name: 'Users, page 2' }, T)
    await expect(logged()).toEqual(['fetch /users?page=0&limit=3', 'fetch /users?page=1&limit=3'])
    await settled(source)
    await expect(urls(source).map((u) => `fetch ${u}`)).toEqual(logged())
  },
}

/** Users `from`..`to - 1`, sorted by name as the middleware returns them. */
const sortedNames = (from: number, to: number) => names(from, to).sort((a, b) => a.localeCompare(b))

/**
 * `use: [usersApi]`: components pass a query object (`useFetch({ page, limit: 3 })`); the
 * middleware turns it into the URL key and sorts the fetched users by name. The network log
 * shows the URLs; the list shows each page sorted.
 */
export const KeyAndDataMiddleware: Story = {
  name: 'use: key and data middleware',
  parameters: { mockApi: { latency: 150 }, fetchConfig: { use: [usersApi] }, ...showCode(keyAndDataMiddlewareCode) },
  render: () => <PagedUsers title="Users by query object" queryKey />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const page1 = await canvas.findByRole('list', { name: 'Users by query object, page 1' }, T)
    await expect(itemsOf(page1)).toEqual(sortedNames(0, 3))
    await expect(itemsOf(page1)).not.toEqual(names(0, 3)) // the server's order differs

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    const page2 = await canvas.findByRole('list', { name: 'Users by query object, page 2' }, T)
    await expect(itemsOf(page2)).toEqual(sortedNames(3, 6))
    await settled(source)
    await expect(urls(source)).toEqual(['/users?page=0&limit=3', '/users?page=1&limit=3'])
  },
}
