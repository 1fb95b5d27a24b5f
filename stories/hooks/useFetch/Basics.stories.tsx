import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mockApiOf, names, showCode } from '../../support'
import { basicCode, dedupeCode, focusCode, keepPreviousDataCode, retryCode } from './code'
import { BasicUsers } from './demos/BasicUsers'
import { FocusUsers } from './demos/FocusUsers'
import { PagedUsers } from './demos/PagedUsers'
import { RetryUsers } from './demos/RetryUsers'
import { SharedUsers } from './demos/SharedUsers'

/**
 * `useFetch(key, fetcher, options)` fetches, caches and revalidates one key (the SWR 2.x `useSWR`
 * contract). Each demo talks to its own mock `GET /users` server and shows its request log, so you
 * can see what the hook sends. "Show code" has the code an app writes.
 */
const meta = {
  title: 'Hooks/useFetch/Basics',
  tags: ['autodocs'],
  parameters: {
    // A fresh cache per demo; dedupingInterval 0 so each revalidation really reaches the server.
    fetchConfig: { dedupingInterval: 0 },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * The basic case: a URL as the key and a fetcher. The component shows a loading status until
 * the first answer arrives, then the list; one request is made.
 */
export const BasicFetch: Story = {
  name: 'Basic fetch',
  parameters: { mockApi: { latency: 400 }, ...showCode(basicCode) },
  render: () => <BasicUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users…')
    const list = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(canvas.queryByText('Loading users…')).not.toBeInTheDocument()
    await expect(source.log.entries().map((e) => [e.url, e.status])).toEqual([['/users?page=0&limit=5', 200]])
  },
}

// The first request fails with HTTP 500, once; no automatic retry, so the error stays until Retry.
const failingOnce = {
  parameters: {
    mockApi: { latency: 200, failures: [{ page: 0, status: 500, times: 1 }] },
    docsCheck: { expectsError: true, shows: ['the server answered 500'] },
    ...showCode(retryCode('{ shouldRetryOnError: false }')),
  },
  render: () => <RetryUsers options={{ shouldRetryOnError: false }} />,
}

/**
 * The first request fails with HTTP 500: the error (a `FetchError` carrying the status) is shown
 * with a Retry button. The story sets `shouldRetryOnError: false`, so the error stays on screen
 * (by default the hook retries by itself: see "Automatic retry").
 */
export const ErrorState: Story = {
  name: 'Error',
  ...failingOnce,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the server answered 500')
    await expect(source.log.entries().map((e) => e.status)).toEqual([500])
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** The same failure; Retry calls the bound `mutate()`, which revalidates the key: the list appears. */
export const ErrorRetryRecovers: Story = {
  name: 'Error → Retry recovers',
  ...failingOnce,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the server answered 500')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    const list = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(source.log.entries().map((e) => [e.url, e.status])).toEqual([
      ['/users?page=0&limit=5', 500],
      ['/users?page=0&limit=5', 200],
    ])
  },
}

/**
 * The same failure with the default `shouldRetryOnError: true`: the hook retries by itself after
 * an exponential backoff of about `errorRetryInterval` (200 ms here, 5 s by default). No click needed.
 */
export const AutomaticRetry: Story = {
  name: 'Automatic retry',
  parameters: {
    mockApi: { latency: 200, failures: [{ page: 0, status: 500, times: 1 }] },
    // The first answer is a 500 on purpose; the demo ends with the list.
    docsCheck: { expectsError: true, shows: [names(0, 1)[0]] },
    ...showCode(retryCode('{ errorRetryInterval: 200 }')),
  },
  render: () => <RetryUsers options={{ errorRetryInterval: 200 }} />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the server answered 500')
    await canvas.findByRole('list', { name: 'Users' }, { timeout: 3000 })
    const [failed, retried] = source.log.entries()
    await expect([failed.status, retried.status, source.log.count()]).toEqual([500, 200, 2])
    // First retry waits (random + 0.5) × 2 × 200 ms, floored to a whole multiple: 200 or 400 ms.
    await expect(retried.startedAt - failed.endedAt!).toBeGreaterThanOrEqual(180)
  },
}

/**
 * Two components read one key and mount together: they share a single request. "Mount a third
 * reader" within `dedupingInterval` (2 s) of that request reuses it too; click later and the new
 * reader shows the cached list at once and revalidates it in the background (one more request).
 */
export const Dedupe: Story = {
  parameters: { mockApi: { latency: 250 }, fetchConfig: { dedupingInterval: 2000 }, ...showCode(dedupeCode) },
  render: () => <SharedUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByText('5 users')).toBeInTheDocument()
    const list = await canvas.findByRole('list', { name: 'Directory users' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    await expect(source.log.count()).toBe(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Mount a third reader' }))
    const sidebar = await canvas.findByRole('list', { name: 'Sidebar users' })
    await expect(within(sidebar).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await new Promise((r) => setTimeout(r, 100)) // give a (wrong) background request time to start
    await expect(source.log.count()).toBe(1)
  },
}

/**
 * `revalidateOnFocus`: when the window regains focus the hook asks the server again. Here the play
 * function changes the server's data and fires a `focus` event. The story sets
 * `focusThrottleInterval: 0` because by default a focus within 5 s of the last one (or of the
 * mount) is ignored. Try it: "Change data on the server", then "Simulate focus" (or leave and
 * come back to this tab).
 */
export const RevalidateOnFocus: Story = {
  name: 'Revalidate on focus',
  parameters: { mockApi: { latency: 200 }, fetchConfig: { focusThrottleInterval: 0 }, ...showCode(focusCode) },
  render: () => <FocusUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const source = mockApiOf(context).users
    await canvas.findByText(names(0, 1)[0])
    await expect(canvas.getByRole('status')).toHaveTextContent('Up to date')
    await expect(source.log.count()).toBe(1)

    source.bump()
    canvasElement.ownerDocument.defaultView!.dispatchEvent(new Event('focus'))
    const list = canvas.getByRole('list', { name: 'Users' })
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5, 2)))
    await expect(names(0, 5, 2)[0]).toMatch(/ \(v2\)$/)
    await expect(source.log.entries().map((e) => e.status)).toEqual([200, 200])
  },
}

/**
 * `keepPreviousData: true` with a page-index key: after "Next page" the previous page stays on
 * screen (marked busy) until the next one arrives, instead of flashing a loading state. Going back
 * shows the cached page at once and revalidates it in the background.
 */
export const KeepPreviousData: Story = {
  name: 'keepPreviousData',
  parameters: { mockApi: { latency: 400 }, ...showCode(keepPreviousDataCode) },
  render: () => <PagedUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    const items = () => within(canvas.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)
    await canvas.findByText(names(0, 1)[0])

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page 2…')
    await expect(items()).toEqual(names(0, 5)) // still page 1 while page 2 loads
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(items()).toEqual(names(5, 10)))
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing page 2')
    await expect(source.log.pages()).toEqual([0, 1])

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }))
    await expect(items()).toEqual(names(0, 5)) // from the cache, at once
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing page 1')
    await waitFor(() => expect(source.log.entries().map((e) => [e.page, e.status])).toEqual([[0, 200], [1, 200], [0, 200]]))
  },
}
