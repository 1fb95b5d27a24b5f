import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LoadMoreButton } from '../../src/components/LoadMoreButton'
import { InfiniteList } from '../../src/components/InfiniteList'
import useFetchInfinite from '../../src/infinite'
import { indexKey, makeUser, type User, type UsersSource } from '../../mocks'
import { PageList } from '../support'
import { Isolated, WithLog } from './demos-infinite/Demo'
import { settle } from './demos-infinite/play'
import { buttonErrorSource, buttonListSource, buttonSource, usersFetcher } from './demos-infinite/sources'
import { renderUser } from './demos-infinite/UserItem'

/**
 * A "Load more" button for infinite lists. **Standalone** it takes any `useFetchInfinite`
 * response (`size`, `setSize`, `isValidating`, `data`, and optionally `error`, `mutate`) plus
 * `isEnd`, and calls `setSize(size + 1)`. **Inside `<InfiniteList loadMode="manual">`** it needs no
 * props: it reads the list from context (that is also the list's default button).
 *
 * While a page loads it is `aria-disabled` (not `disabled`, so focus stays on it), ignores clicks
 * and says "Loading…"; at the end it says "No more items" and does nothing; after an error it says
 * "Retry" and refetches the failed page only. Every label is replaceable (`labels`).
 * Headless: `useLoadMoreButton` / `<LoadMoreButtonBase>` from `pagekit/headless`.
 */
const meta = {
  title: 'Components/LoadMoreButton',
  component: LoadMoreButton,
  tags: ['autodocs'],
  args: { size: 1, setSize: fn(), isValidating: false, data: [[makeUser(0)]], isEnd: false },
  argTypes: {
    size: { control: { type: 'number', min: 0, step: 1 } },
    isValidating: { control: 'boolean' },
    isEnd: { control: 'boolean' },
    error: { control: false },
    data: { control: false },
    setSize: { control: false },
    mutate: { control: false },
  },
  decorators: [(Story) => <Isolated><Story /></Isolated>],
  beforeEach: ({ parameters }) => {
    ;(parameters.source as UsersSource | undefined)?.reset()
  },
} satisfies Meta<typeof LoadMoreButton>

export default meta
type Story = StoryObj<typeof meta>

const uses = (source: UsersSource) => ({ msw: { handlers: source.handlers }, source })
const T = { timeout: 8000 }

/** The docs' "Load more" example: useFetchInfinite + a standalone button. */
function StandaloneDemo({ source }: { source: UsersSource }) {
  // One request per click: the list does not need page 1 revalidated each time.
  const r = useFetchInfinite(indexKey(10), usersFetcher, { revalidateFirstPage: false })
  const isEnd = !!r.data && (r.data[r.data.length - 1]?.length ?? 0) < 10
  return (
    <WithLog source={source}>
      <p>{r.data ? r.data.flat().length : 0} users loaded</p>
      <PageList<User> pages={r.data} />
      <div>
        <LoadMoreButton size={r.size} setSize={r.setSize} isValidating={r.isValidating} isLoading={r.isLoading} data={r.data} error={r.error} mutate={r.mutate} isEnd={isEnd} />
      </div>
    </WithLog>
  )
}

/**
 * Standalone over `useFetchInfinite` (25 users, 300 ms latency). Each click requests exactly one
 * page; clicks while it loads are ignored; focus stays on the button throughout.
 */
export const Default: Story = {
  parameters: uses(buttonSource),
  render: () => <StandaloneDemo source={buttonSource} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = buttonSource.log
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
  },
}

/**
 * Inside `<InfiniteList loadMode="manual">` the button needs no props; here it is passed as the
 * list's `renderLoadMore` slot with its own labels.
 */
export const InsideInfiniteList: Story = {
  name: 'Inside InfiniteList (context)',
  parameters: uses(buttonListSource),
  render: () => (
    <WithLog source={buttonListSource}>
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={usersFetcher}
        renderItem={renderUser}
        loadMode="manual"
        aria-label="Users"
        renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Show more users' }} />}
      />
    </WithLog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = buttonListSource.log
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
  },
}

/**
 * Page 2 fails once (HTTP 500): the button says "Retry"; a click refetches page 2 only
 * (`mutate` with a per-page `revalidate`), page 1 stays.
 */
export const ErrorRetry: Story = {
  name: 'Error and retry',
  parameters: uses(buttonErrorSource),
  render: () => <StandaloneDemo source={buttonErrorSource} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = buttonErrorSource.log
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

/** Every prop as a control. */
export const Playground: Story = {}
