import { useId } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList, LoadMoreButton } from '../../../src'
import { indexKey, makeUser, type User } from '../../../mocks'
import { mockApiOf, showCode, showCodeFromArgs, useMockApi } from '../../support'
import { userItems } from '../InfiniteList/demos'
import { settle } from '../InfiniteList/play'
import { buttonCode, insideListCode, listPropCode, standaloneCode } from './code'
import { ListPropDemo, StandaloneDemo } from './demos'

/**
 * A "Load more" button for infinite lists. **Standalone** it takes a `useFetchInfinite` response
 * (`<LoadMoreButton {...list} />`: it reads `size`, `setSize`, `data`, `isLoadingMore`, `hasMore`,
 * `error` and `failedPageIndex`; `isEnd` adds an end the keys cannot tell) and calls
 * `setSize(size + 1)`. **With `list={useInfiniteData(…)}`** it drives that list's `loadMore()`
 * and `retry()`. **Inside `<InfiniteList loadMode="manual">`** it needs no props: it reads the
 * list from context (that is also the list's default button).
 *
 * While a page loads it is `aria-disabled` (not `disabled`, so focus stays on it), ignores clicks
 * and says "Loading…"; at the end it says "No more items" and does nothing; after an error it says
 * "Retry" and refetches the failed page only. Every label is replaceable (`labels`).
 * Headless: `useLoadMoreButton` / `<LoadMoreButtonBase>` from `pagekit/headless`.
 *
 * Focused from the keyboard, a standalone button stays wholly in view as the pages it loads land
 * above it: **Components/LoadMoreButton/Kept in view from the keyboard**.
 */
const meta = {
  title: 'Components/LoadMoreButton',
  component: LoadMoreButton,
  tags: ['autodocs'],
  args: { size: 1, setSize: fn(), isValidating: false, data: [[makeUser(0)]], isEnd: false },
  argTypes: {
    size: { control: { type: 'number', min: 0, step: 1 } },
    isValidating: { control: 'boolean' },
    isLoading: { control: 'boolean' },
    isEnd: { control: 'boolean' },
    labels: { control: 'object' },
    error: { control: false },
    data: { control: false },
    setSize: { control: false },
    mutate: { control: false },
    onRetry: { control: false },
    onLoadMore: { control: false },
    children: { control: false },
  },
  parameters: { ...showCodeFromArgs(buttonCode) },
} satisfies Meta<typeof LoadMoreButton>

export default meta
type Story = StoryObj<typeof meta>
const T = { timeout: 8000 }

// A hook drives the button of these demos, not the args. The docs page's controls table edits the
// first story, so its controls would change nothing on screen: they are off, and the Playground
// has them.
const hookDriven: NonNullable<Story['argTypes']> = {
  size: { control: false },
  isValidating: { control: false },
  isLoading: { control: false },
  isEnd: { control: false },
  labels: { control: false },
}

/**
 * Standalone over `useFetchInfinite` (25 users, 300 ms latency), given the whole response
 * (`<LoadMoreButton {...list} />`). Each click requests exactly one
 * page; clicks while it loads are ignored; focus stays on the button throughout.
 */
export const Default: Story = {
  argTypes: hookDriven,
  parameters: { mockApi: { total: 25, latency: 300 }, ...showCode(standaloneCode) },
  render: () => <StandaloneDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const log = mockApiOf(context).users.log
    await canvas.findByText('10 users loaded', {}, T)
    const button = canvas.getByRole('button', { name: 'Load more' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(button).toHaveTextContent('Loading…'))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toBeEnabled()
    await userEvent.click(button)
    await userEvent.dblClick(button)
    await canvas.findByText('20 users loaded', {}, T)
    await expect(log.pages()).toEqual([0, 1])
    await expect(button).toHaveFocus()
    await waitFor(() => expect(button).toHaveTextContent('Load more'))
    await userEvent.click(button)
    await canvas.findByText('25 users loaded', {}, T)
    await waitFor(() => expect(button).toHaveTextContent('No more items'))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(log.pages()).toEqual([0, 1, 2])
    // The demo spreads the whole useFetchInfinite response on the button: only button attributes reach the DOM.
    await expect(button.getAttributeNames().filter((name) => !['class', 'type', 'data-state', 'aria-disabled'].includes(name))).toEqual([])
  },
}

/** The props a reader tries first, as controls: the state (`size`, `isValidating`, `isEnd`) and the labels. */
export const Playground: Story = {
  args: { labels: { loadMore: 'Load more', loading: 'Loading…', end: 'No more items', retry: 'Retry' } },
}

/**
 * Inside `<InfiniteList loadMode="manual">` the button needs no props; here it is passed as the
 * list's `renderLoadMore` slot with its own labels.
 */
export const InsideInfiniteList: Story = {
  name: 'Inside InfiniteList (context)',
  parameters: { mockApi: { total: 25, latency: 300 }, ...showCode(insideListCode) },
  render: function Render() {
    const api = useMockApi()
    const idPrefix = useId()
    return (
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={api.fetchJson<User[]>}
        {...userItems(idPrefix)}
        loadMode="manual"
        aria-label="Users"
        renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Show more users' }} />}
      />
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = mockApiOf(context).users.log
    const button = await canvas.findByRole('button', { name: 'Show more users' }, T)
    await userEvent.click(button)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
    await expect(button).toHaveAttribute('aria-controls', canvas.getByRole('feed').id)
  },
}

/** A page is loading: `aria-disabled`, "Loading…", clicks ignored. */
export const Loading: Story = {
  args: { size: 2, isValidating: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.setSize).not.toHaveBeenCalled()
  },
}

/** Everything is loaded: "No more items", inert. */
export const End: Story = {
  args: { isEnd: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'No more items' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.setSize).not.toHaveBeenCalled()
    // Sized to its label, as in an app's page, not stretched across the demo's frame.
    await expect(button.getBoundingClientRect().width).toBeLessThan(canvasElement.getBoundingClientRect().width / 2)
  },
}

/** The last page failed (`error` is set): "Retry". Without `mutate` or `onRetry`, a click calls `setSize(size)`. */
export const ErrorState: Story = {
  name: 'Error',
  args: { size: 2, error: new Error('GET /users?page=1&limit=10 answered 500') },
  parameters: { docsCheck: { expectsError: true, shows: ['Retry'] } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry' })
    await expect(button).toHaveAttribute('data-state', 'error')
    await expect(button).not.toHaveAttribute('aria-disabled')
    await userEvent.click(button)
    await expect(args.setSize).toHaveBeenCalledWith(2)
  },
}

/**
 * Page 2 fails once (HTTP 500) after a click: the button says "Retry"; a click refetches page 2
 * only (`setSize(size)`, which resumes from the response's `failedPageIndex`), page 1 stays.
 */
export const ErrorRetryRecovers: Story = {
  name: 'Error → Retry recovers',
  parameters: {
    mockApi: { total: 45, latency: 200, failures: [{ page: 1, times: 1 }] },
    ...showCode(standaloneCode),
  },
  render: () => <StandaloneDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const log = mockApiOf(context).users.log
    await canvas.findByText('10 users loaded', {}, T)
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    const retry = await canvas.findByRole('button', { name: 'Retry' }, T)
    await expect(log.pages()).toEqual([0, 1])
    await expect(canvas.getByText('10 users loaded')).toBeInTheDocument()
    await userEvent.click(retry)
    await canvas.findByText('20 users loaded', {}, T)
    await expect(log.pages()).toEqual([0, 1, 1])
    await expect(retry).toHaveTextContent('Load more')
  },
}

/**
 * `list={useInfiniteData({ getKey, fetcher })}`: the button shows that list's status and calls its
 * `loadMore()`; the app renders `list.items` its own way. 25 users in pages of 10: three clicks,
 * one request each, the third for the empty page that ends the list.
 */
export const ListProp: Story = {
  name: 'With useInfiniteData (list)',
  argTypes: hookDriven,
  parameters: { mockApi: { total: 25, latency: 300 }, ...showCode(listPropCode) },
  render: () => <ListPropDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const log = mockApiOf(context).users.log
    await canvas.findByText('10 users loaded', {}, T)
    const button = canvas.getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('Loading…'))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await canvas.findByText('20 users loaded', {}, T)
    await expect(log.pages()).toEqual([0, 1])
    await waitFor(() => expect(button).toHaveTextContent('Load more'))
    await userEvent.click(button)
    await canvas.findByText('25 users loaded', {}, T)
    await waitFor(() => expect(button).toHaveTextContent('Load more'))
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('No more items'), T)
    await userEvent.click(button)
    await expect(log.pages()).toEqual([0, 1, 2, 3])
  },
}

/** `onLoadMore(nextSize)` is called as the button asks for one more page, before `setSize(nextSize)`. */
export const OnLoadMore: Story = {
  name: 'onLoadMore',
  args: { onLoadMore: fn() },
  parameters: showCodeFromArgs((args) => buttonCode(args, ['onLoadMore={(nextSize) => console.info(`loading page ${nextSize}`)}'])),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
    await expect(args.onLoadMore).toHaveBeenCalledWith(2)
    await expect(args.setSize).toHaveBeenCalledTimes(1)
    await expect(args.setSize).toHaveBeenCalledWith(2)
  },
}

/** After an error, `onRetry` replaces the built-in retry: a click calls it, and not `setSize`. */
export const OnRetry: Story = {
  name: 'onRetry',
  args: { size: 2, error: new Error('GET /users?page=1&limit=10 answered 500'), onRetry: fn() },
  parameters: {
    docsCheck: { expectsError: true, shows: ['Retry'] },
    ...showCodeFromArgs((args) => buttonCode(args, ['onRetry={() => mutate()}'])),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(args.setSize).not.toHaveBeenCalled()
  },
}

/**
 * `children` as a function of `{ state, label }`: custom content that follows the button's state
 * (here an arrow that turns into an hourglass while a page loads; the label stays the name).
 */
export const ChildrenFunction: Story = {
  name: 'children as a function',
  args: {
    size: 2,
    isValidating: true,
    children: (({ state, label }: { state: string; label: string }) => (
      <><span aria-hidden="true">{state === 'loading' ? '⌛' : '↓'}</span> {label}</>
    )) as never,
  },
  parameters: showCodeFromArgs((args) => buttonCode(args, [], `{({ state, label }) => (
        <><span aria-hidden="true">{state === 'loading' ? '⌛' : '↓'}</span> {label}</>
      )}`)),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading…' })
    await expect(button).toHaveTextContent('⌛ Loading…')
    await expect(button).toHaveAttribute('data-state', 'loading')
  },
}

/** Every label is replaceable (i18n). */
export const CustomLabels: Story = {
  name: 'Custom labels',
  args: { labels: { loadMore: 'Mehr laden', loading: 'Lädt…', end: 'Keine weiteren Einträge', retry: 'Erneut versuchen' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mehr laden' })
    await userEvent.click(button)
    await expect(args.setSize).toHaveBeenCalledWith(2)
  },
}

/** The styled button under the dark theme. */
export const DarkTheme: Story = {
  name: 'Dark theme',
  parameters: { theme: 'dark' },
}
