import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList, LoadMoreButton } from '../../../src'
import type { UseInfiniteListResult } from '../../../src/headless'
import { deepLinkKeys, indexKey, makeUser, type User } from '../../../mocks'
import { showCode } from '../../support'
import { customListCode, deepLinkSource } from './code'
import { UsersList } from './demos'
import { listArgTypes } from './argTypes'
import { articlesOf, liveText, listRoot, logOf, openList, scrollToEnd, settle, T } from './play'

type List = UseInfiniteListResult<User[], User>

/**
 * What `<InfiniteList>` shows in each state can be replaced: `renderLoading`,
 * `renderLoadingMore`, `renderEmpty`, `renderEnd` and `renderError` take a node, or a function
 * of the list's state (`list.items`, `list.error`, `list.retry()` …); `null` renders nothing.
 * In manual mode `renderLoadMore` replaces the Load more button, and with pages before the
 * first one shown, `renderLoadPrevious` the Load previous button and `renderLoadingPrevious`
 * what shows while that page loads. The live region's words come from `messages`. `isEnd(lastPage, pages)` ends the list where the
 * keys cannot tell, without a request for an empty page. Each demo has its own mock server
 * (25 users, pages of 10) and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Slots and texts',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320 },
  // The slots' texts are the demos' own: no control replaces them.
  argTypes: { ...listArgTypes, messages: { control: false } },
  parameters: { mockApi: { total: 25, latency: 300 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/** Scrolls the list to its end until `done()` holds (each scroll loads at most one page). */
async function scrollUntil(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, done: () => boolean) {
  for (let i = 0; i < 8 && !done(); i++) {
    await settle(canvasElement, log)
    await scrollToEnd(listRoot(canvasElement))
  }
}

/**
 * A short page is the last one: `isEnd={(lastPage) => lastPage.length < 10}` ends the list at
 * page 3 (users 21–25), so the empty page 4 is never requested. `renderLoadingMore` and
 * `renderEnd` replace the texts below the items, and `messages` what the live region says.
 */
export const EndAndTexts: Story = {
  name: 'isEnd, renderLoadingMore, renderEnd and messages',
  args: {
    isEnd: ((lastPage: User[]) => lastPage.length < 10) as never,
    renderLoadingMore: <p>Fetching more users…</p>,
    renderEnd: ((list: List) => <p>That is all {list.items.length} users.</p>) as never,
    messages: {
      loaded: (added, shown) => (added === shown ? `${shown} users` : `${added} more users, ${shown} in all`),
      endOfList: (shown) => `All ${shown} users are shown`,
    },
  },
  parameters: {
    docsCheck: { shows: ['10 users'] },
    ...showCode(customListCode(`
isEnd={(lastPage) => lastPage.length < 10}
renderLoadingMore={<p>Fetching more users…</p>}
renderEnd={(list) => <p>That is all {list.items.length} users.</p>}
messages={{
  loaded: (added, shown) => (added === shown ? \`\${shown} users\` : \`\${added} more users, \${shown} in all\`),
  endOfList: (shown) => \`All \${shown} users are shown\`,
}}`)),
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await waitFor(() => expect(liveText(canvasElement)).toBe('10 users'), T)
    await settle(canvasElement, log)
    await scrollToEnd(listRoot(canvasElement))
    await canvas.findByText('Fetching more users…', {}, T)
    await expect(canvas.queryByText('Loading more…')).toBeNull()
    await waitFor(() => expect(liveText(canvasElement)).toBe('10 more users, 20 in all'), T)
    await scrollUntil(canvasElement, log, () => !!canvas.queryByText(/^That is all/))
    await canvas.findByText('That is all 25 users.', {}, T)
    await settle(canvasElement, log)
    await expect(canvas.queryByText('You have reached the end')).toBeNull()
    await waitFor(() => expect(liveText(canvasElement)).toContain('5 more users, 25 in all'), T)
    await expect(liveText(canvasElement)).toContain('All 25 users are shown')
    // Three pages, each once: the short third page ended the list.
    await expect(log.pages()).toEqual([0, 1, 2])
    await scrollToEnd(listRoot(canvasElement))
    await settle(canvasElement, log)
    await expect(log.count()).toBe(3)
  },
}

/**
 * `renderError` gets the list: `list.error.pageIndex` names the failed page and `list.retry()`
 * refetches only that page. The first page fails once (HTTP 500); `shouldRetryOnError: false`
 * keeps the error on screen until the button is pressed.
 */
export const ErrorSlot: Story = {
  name: 'renderError',
  args: {
    options: { shouldRetryOnError: false } as never,
    renderError: ((list: List) => list.error && (
      <div role="alert">
        Page {list.error.pageIndex + 1} did not load.{' '}
        <button type="button" onClick={list.retry}>Load page {list.error.pageIndex + 1} again</button>
      </div>
    )) as never,
  },
  parameters: {
    mockApi: { failures: [{ page: 0, times: 1 }] },
    docsCheck: { expectsError: true, shows: ['Page 1 did not load.'] },
    ...showCode(customListCode(`
options={{ shouldRetryOnError: false }}
renderError={(list) => list.error && (
  <div role="alert">
    Page {list.error.pageIndex + 1} did not load.{' '}
    <button type="button" onClick={list.retry}>Load page {list.error.pageIndex + 1} again</button>
  </div>
)}`)),
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('Page 1 did not load.')
    // The default error block (its text and Retry button) is replaced; the live region still announces it.
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
    await waitFor(() => expect(liveText(canvasElement)).toBe("Couldn't load page 1."), T)
    await expect(log.entries().map((e) => [e.page, e.status])).toEqual([[0, 500]])
    await userEvent.click(canvas.getByRole('button', { name: 'Load page 1 again' }))
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(log.pages()).toEqual([0, 0])
  },
}

/** `renderEmpty` and `messages.empty`: a source with no users shows the app's own empty state and says so. */
export const EmptySlot: Story = {
  name: 'renderEmpty',
  args: {
    renderEmpty: <p>No users yet. Invite your team to get started.</p>,
    messages: { empty: 'No users yet' },
  },
  parameters: {
    mockApi: { total: 0 },
    docsCheck: { expectsEmpty: true, shows: ['No users yet. Invite your team to get started.'] },
    ...showCode(customListCode(`
renderEmpty={<p>No users yet. Invite your team to get started.</p>}
messages={{ empty: 'No users yet' }}`)),
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    await canvas.findByText('No users yet. Invite your team to get started.', {}, T)
    await expect(canvas.queryByText('No items')).toBeNull()
    await waitFor(() => expect(liveText(canvasElement)).toBe('No users yet'), T)
    await settle(canvasElement, log)
    await expect(log.count()).toBe(1)
  },
}

/** `renderLoading` replaces the skeletons while the first page is on its way (this demo's network never answers). */
export const LoadingSlot: Story = {
  name: 'renderLoading',
  args: { renderLoading: <p>Loading the team…</p> },
  parameters: {
    mockApi: { latency: Infinity },
    docsCheck: { pending: true, shows: ['Loading the team…'] },
    ...showCode(customListCode('renderLoading={<p>Loading the team…</p>}')),
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await canvas.findByText('Loading the team…', {}, T)
    await expect(canvasElement.querySelector('[data-pagekit-skeleton]')).toBeNull()
    await expect(articlesOf(canvasElement)).toHaveLength(0)
    // The text shows before the request reaches the mock server (and its log).
    await waitFor(() => expect(logOf(context).pages()).toEqual([0]), T)
  },
}

const DEEP_LINK_START = 1
const deepLink = deepLinkKeys(DEEP_LINK_START)

/**
 * A list opened at page 2 in manual mode: `renderLoadMore` is the styled Load more button with
 * the app's words, `renderLoadPrevious` the app's own button for the page before, and
 * `renderLoadingPrevious` what shows above the items while that page loads.
 */
export const ButtonSlots: Story = {
  name: 'renderLoadMore, renderLoadPrevious and renderLoadingPrevious',
  args: {
    getKey: deepLink.getKey as never,
    getPreviousKey: deepLink.getPreviousKey as never,
    loadMode: 'manual',
    renderLoadMore: <LoadMoreButton labels={{ loadMore: 'Show more users', loading: 'Fetching more users…' }} />,
    renderLoadPrevious: ((list: List) => (
      <button type="button" aria-controls={list.feedId} onClick={() => void list.loadPrevious()}>Show earlier users</button>
    )) as never,
    renderLoadingPrevious: <p>Fetching earlier users…</p>,
  },
  parameters: showCode(customListCode(`
getPreviousKey={getPreviousKey}
loadMode="manual"
renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Show more users', loading: 'Fetching more users…' }} />}
renderLoadPrevious={(list) => (
  <button type="button" aria-controls={list.feedId} onClick={() => void list.loadPrevious()}>Show earlier users</button>
)}
renderLoadingPrevious={<p>Fetching earlier users…</p>}`, deepLinkSource(DEEP_LINK_START)).replace("import { InfiniteList } from 'pagekit'", "import { InfiniteList, LoadMoreButton } from 'pagekit'")),
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log } = await openList(context)
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show more users' }))
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(15), T)
    await settle(canvasElement, log)
    await expect(canvas.queryByRole('button', { name: 'Load previous' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier users' }))
    await canvas.findByText('Fetching earlier users…', {}, T)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(25), T)
    await settle(canvasElement, log)
    await expect(articlesOf(canvasElement)[0]).toHaveTextContent(makeUser(0).name)
    await expect(canvas.queryByText('Fetching earlier users…')).toBeNull()
    // Page 1 is the first of all: no button for a page before it.
    await expect(canvas.queryByRole('button', { name: 'Show earlier users' })).toBeNull()
    await expect(log.pages()).toEqual([1, 2, 0])
  },
}
