import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { createUsersSource } from '../../../mocks'
import { RequestLog } from '../../support'
import { CompareUsers, ignoreStamp, resetResponses, responseCount } from './demos/CompareUsers'
import { createLines, LinesView, logger, PagedUsers, usersApi } from './demos/MiddlewareUsers'
import { docsParameters, fetchUsers, Isolated, itemsOf, names, quietFor, settled, T, urls } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/compare and use (middleware)',
  tags: ['autodocs'],
  parameters: docsParameters(
    '`compare(a, b)` decides whether fetched data is "the same" as the cached data (deep equality by default): ' +
    'the same keeps the cached object and causes no re-render. `use` takes middleware, ' +
    '`(useNext) => (key, fetcher, config) => useNext(key, fetcher, config)`, which may change the key, the ' +
    'fetcher or the result; the middleware of outer `FetchConfig`s run first.',
    600,
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// ---------------------------------------------------------------------------------------------

const compareSource = createUsersSource({ latency: 150 })

const DEFAULT = 'Default compare'
const CUSTOM = 'compare ignoring the stamp'

/** Renders and response number shown in a card. */
function readCard(canvasElement: HTMLElement, title: string) {
  const card = within(within(canvasElement).getByRole('region', { name: title }))
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
  parameters: { msw: { handlers: compareSource.handlers } },
  beforeEach: () => {
    compareSource.reset()
    resetResponses()
  },
  render: () => (
    <Isolated>
      <FetchConfig value={{ provider: () => new Map() }}><CompareUsers title={DEFAULT} /></FetchConfig>
      <FetchConfig value={{ provider: () => new Map() }}><CompareUsers title={CUSTOM} compare={ignoreStamp} /></FetchConfig>
      <RequestLog log={compareSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: `${DEFAULT} users` }, T)
    await canvas.findByRole('list', { name: `${CUSTOM} users` }, T)
    await settled(compareSource)
    await expect(compareSource.log.count()).toBe(2) // one per cache

    const defaultBefore = readCard(canvasElement, DEFAULT)
    await userEvent.click(canvas.getByRole('button', { name: `Refresh ${DEFAULT}` }))
    await waitFor(() => expect(readCard(canvasElement, DEFAULT).response).not.toBe(defaultBefore.response), T)
    await expect(readCard(canvasElement, DEFAULT).renders).toBe(defaultBefore.renders + 1)

    const customBefore = readCard(canvasElement, CUSTOM)
    await userEvent.click(canvas.getByRole('button', { name: `Refresh ${CUSTOM}` }))
    await waitFor(() => expect(responseCount()).toBe(4), T)
    await quietFor(150) // time for a (wrong) re-render with the new response
    await expect(readCard(canvasElement, CUSTOM)).toEqual(customBefore)
    await settled(compareSource)
    await expect(compareSource.log.count()).toBe(4)
    await expect(itemsOf(canvas.getByRole('list', { name: `${CUSTOM} users` }))).toEqual(names(0, 3))
  },
}

// ---------------------------------------------------------------------------------------------

const loggerSource = createUsersSource({ latency: 150 })
const loggerLines = createLines()

/**
 * `use: [logger]` in `FetchConfig`: the logger wraps the fetcher and writes each request's key
 * to the "Middleware log" card. It matches the network log line for line.
 */
export const LoggerMiddleware: Story = {
  name: 'use: logger middleware',
  parameters: { msw: { handlers: loggerSource.handlers } },
  beforeEach: () => {
    loggerSource.reset()
    loggerLines.reset()
  },
  render: () => (
    <Isolated config={{ fetcher: fetchUsers, use: [logger(loggerLines)] }}>
      <PagedUsers title="Users" />
      <LinesView lines={loggerLines} title="Middleware log" />
      <RequestLog log={loggerSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const logged = () => itemsOf(canvas.getByRole('list', { name: 'Middleware log' }))
    await canvas.findByRole('list', { name: 'Users, page 1' }, T)
    await expect(logged()).toEqual(['fetch /users?page=0&limit=3'])

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await canvas.findByRole('list', { name: 'Users, page 2' }, T)
    await expect(logged()).toEqual(['fetch /users?page=0&limit=3', 'fetch /users?page=1&limit=3'])
    await settled(loggerSource)
    await expect(urls(loggerSource).map((u) => `fetch ${u}`)).toEqual(logged())
  },
}

const apiSource = createUsersSource({ latency: 150 })

/** Users `from`..`to - 1`, sorted by name as the middleware returns them. */
const sortedNames = (from: number, to: number) => names(from, to).sort((a, b) => a.localeCompare(b))

/**
 * `use: [usersApi]`: components pass a query object (`useFetch({ page, limit: 3 })`); the
 * middleware turns it into the URL key and sorts the fetched users by name. The network log
 * shows the URLs; the list shows each page sorted.
 */
export const KeyAndDataMiddleware: Story = {
  name: 'use: key and data middleware',
  parameters: { msw: { handlers: apiSource.handlers } },
  beforeEach: () => apiSource.reset(),
  render: () => (
    <Isolated config={{ fetcher: fetchUsers, use: [usersApi] }}>
      <PagedUsers title="Users by query object" queryKey />
      <RequestLog log={apiSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page1 = await canvas.findByRole('list', { name: 'Users by query object, page 1' }, T)
    await expect(itemsOf(page1)).toEqual(sortedNames(0, 3))
    await expect(itemsOf(page1)).not.toEqual(names(0, 3)) // the server's order differs

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    const page2 = await canvas.findByRole('list', { name: 'Users by query object, page 2' }, T)
    await expect(itemsOf(page2)).toEqual(sortedNames(3, 6))
    await settled(apiSource)
    await expect(urls(apiSource)).toEqual(['/users?page=0&limit=3', '/users?page=1&limit=3'])
  },
}
