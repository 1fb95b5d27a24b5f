import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig, type FetchConfigValue } from '../../src'
import { createUsersSource, makeUser } from '../../mocks'
import { RequestLog } from '../support'
import { BasicUsers } from './demos/BasicUsers'
import { FocusUsers } from './demos/FocusUsers'
import { OptimisticUsers } from './demos/OptimisticUsers'
import { PagedUsers } from './demos/PagedUsers'
import { RetryUsers } from './demos/RetryUsers'
import { SharedUsers } from './demos/SharedUsers'
import { createPostUsers } from './demos/postUsers'

/** Names of users `from`..`to - 1` as the source serves them (version 1 unless given). */
const names = (from: number, to: number, version = 1) =>
  Array.from({ length: to - from }, (_, i) => makeUser(from + i, version).name)

/** Every story gets a fresh cache; dedupingInterval 0 so each revalidation really hits the network. */
const isolated: FetchConfigValue = { provider: () => new Map(), dedupingInterval: 0 }

const meta = {
  title: 'Hooks/useFetch',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`useFetch(key, fetcher, options)` fetches, caches and revalidates one key (the SWR 2.x `useSWR` contract). ' +
          'Each story talks to a mock `GET /users` source (MSW) and shows its request log under the demo, so you can see ' +
          'what the hook sends. Stories render in their own frames so each one has its own network mocks.',
      },
      // The MSW addon applies one story's handlers per frame: inline docs stories would share them.
      story: { inline: false, iframeHeight: 460 },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// ---------------------------------------------------------------------------------------------

const basicSource = createUsersSource({ latency: 400 })

/**
 * The basic case: a URL as the key and `fetchJson` as the fetcher. The component shows a loading
 * status until the first answer arrives, then the list; one request is made.
 */
export const BasicFetch: Story = {
  parameters: { msw: { handlers: basicSource.handlers } },
  beforeEach: () => basicSource.reset(),
  render: () => (
    <FetchConfig value={isolated}>
      <BasicUsers />
      <RequestLog log={basicSource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users…')
    const list = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(canvas.queryByText('Loading users…')).not.toBeInTheDocument()
    await expect(basicSource.log.entries().map((e) => [e.url, e.status])).toEqual([['/users?page=0&limit=5', 200]])
  },
}

// ---------------------------------------------------------------------------------------------

const retrySource = createUsersSource({ latency: 200, failures: [{ page: 0, status: 500, times: 1 }] })

/**
 * The first request fails with HTTP 500: the error (a `FetchError` carrying the status) is shown
 * with a Retry button that calls the bound `mutate()`, which revalidates the key. The story sets
 * `shouldRetryOnError: false` so the built-in retry cannot race the button.
 */
export const ErrorAndRetry: Story = {
  parameters: { msw: { handlers: retrySource.handlers } },
  beforeEach: () => retrySource.reset(),
  render: () => (
    <FetchConfig value={isolated}>
      <RetryUsers options={{ shouldRetryOnError: false }} />
      <RequestLog log={retrySource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the server answered 500')
    await expect(retrySource.log.entries().map((e) => e.status)).toEqual([500])

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    const list = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(retrySource.log.entries().map((e) => [e.url, e.status])).toEqual([
      ['/users?page=0&limit=5', 500],
      ['/users?page=0&limit=5', 200],
    ])
  },
}

const autoRetrySource = createUsersSource({ latency: 200, failures: [{ page: 0, status: 500, times: 1 }] })

/**
 * The same failure with the default `shouldRetryOnError: true`: the hook retries by itself after
 * an exponential backoff of about `errorRetryInterval` (200 ms here, 5 s by default). No click needed.
 */
export const AutomaticRetry: Story = {
  parameters: { msw: { handlers: autoRetrySource.handlers } },
  beforeEach: () => autoRetrySource.reset(),
  render: () => (
    <FetchConfig value={isolated}>
      <RetryUsers options={{ errorRetryInterval: 200 }} />
      <RequestLog log={autoRetrySource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the server answered 500')
    await canvas.findByRole('list', { name: 'Users' }, { timeout: 3000 })
    const [failed, retried] = autoRetrySource.log.entries()
    await expect([failed.status, retried.status, autoRetrySource.log.count()]).toEqual([500, 200, 2])
    // First retry waits (random + 0.5) × 2 × 200 ms, floored to a whole multiple: 200 or 400 ms.
    await expect(retried.startedAt - failed.endedAt!).toBeGreaterThanOrEqual(180)
  },
}

// ---------------------------------------------------------------------------------------------

const dedupeSource = createUsersSource({ latency: 250 })

/**
 * Two components read one key and mount together: they share a single request. "Mount a third
 * reader" within `dedupingInterval` (2 s) of that request reuses it too; click later and the new
 * reader shows the cached list at once and revalidates it in the background (one more request).
 */
export const Dedupe: Story = {
  parameters: { msw: { handlers: dedupeSource.handlers } },
  beforeEach: () => dedupeSource.reset(),
  render: () => (
    <FetchConfig value={{ provider: () => new Map(), dedupingInterval: 2000 }}>
      <SharedUsers />
      <RequestLog log={dedupeSource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('5 users')).toBeInTheDocument()
    const list = await canvas.findByRole('list', { name: 'Directory users' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    await expect(dedupeSource.log.count()).toBe(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Mount a third reader' }))
    const sidebar = await canvas.findByRole('list', { name: 'Sidebar users' })
    await expect(within(sidebar).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await new Promise((r) => setTimeout(r, 100)) // give a (wrong) background request time to start
    await expect(dedupeSource.log.count()).toBe(1)
  },
}

// ---------------------------------------------------------------------------------------------

const focusSource = createUsersSource({ latency: 200 })

/**
 * `revalidateOnFocus`: when the window regains focus the hook asks the server again. Here the play
 * function changes the server's data (`bump()`) and fires a `focus` event. The story sets
 * `focusThrottleInterval: 0` because by default a focus within 5 s of the last one (or of the
 * mount) is ignored. Try it: "Change data on the server", then "Simulate focus" (or leave and
 * come back to this tab).
 */
export const RevalidateOnFocus: Story = {
  parameters: { msw: { handlers: focusSource.handlers } },
  beforeEach: () => focusSource.reset(),
  render: () => (
    <FetchConfig value={{ ...isolated, focusThrottleInterval: 0 }}>
      <FocusUsers />
      <p>
        <button type="button" onClick={() => focusSource.bump()}>Change data on the server</button>
      </p>
      <RequestLog log={focusSource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(names(0, 1)[0])
    await expect(canvas.getByRole('status')).toHaveTextContent('Up to date')
    await expect(focusSource.log.count()).toBe(1)

    focusSource.bump()
    canvasElement.ownerDocument.defaultView!.dispatchEvent(new Event('focus'))
    const list = canvas.getByRole('list', { name: 'Users' })
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5, 2)))
    await expect(names(0, 5, 2)[0]).toMatch(/ \(v2\)$/)
    await expect(focusSource.log.entries().map((e) => e.status)).toEqual([200, 200])
  },
}

// ---------------------------------------------------------------------------------------------

const optimisticSource = createUsersSource({ latency: 150 })
const savePost = createPostUsers({ latency: 600 })
const failPost = createPostUsers({ latency: 600, failWith: 500 })

const renderOptimistic = (post: typeof savePost) => (
  // The mock GET source never stores new users, so no focus revalidation either (it would drop them).
  <FetchConfig value={{ ...isolated, revalidateOnFocus: false }}>
    <OptimisticUsers />
    <RequestLog log={optimisticSource.log} caption="GET requests (mock source log)" />
    <RequestLog log={post.log} caption="POST requests (this story's handler)" />
  </FetchConfig>
)

/** Types a name, submits, and checks that the draft is on screen before the POST is answered. */
async function addDraft(canvasElement: HTMLElement, post: typeof savePost) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: 'Users' })
  await userEvent.type(canvas.getByLabelText('Name'), 'Test User')
  await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
  const list = canvas.getByRole('list', { name: 'Users' })
  await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Test User (saving…)'), { timeout: 300 })
  // No POST has been answered yet (it may not even have reached the mock server): the draft is optimistic.
  await expect(post.log.count((e) => e.endedAt !== undefined)).toBe(0)
  await waitFor(() => expect(post.log.pending()).toBe(1))
  await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Test User (saving…)')
  return list
}

/**
 * Optimistic update: "Add user" calls the bound `mutate` with a callback that POSTs and appends the
 * saved user, plus `optimisticData`, `rollbackOnError: true` and `revalidate: false`. The new user
 * shows at once, marked "saving…", and the server's answer (with its real id) replaces the draft.
 * `revalidate: false` because this mock GET source does not store new users; with a real API you
 * would let it revalidate.
 */
export const OptimisticMutate: Story = {
  parameters: { msw: { handlers: [...optimisticSource.handlers, savePost.handler] } },
  beforeEach: () => {
    optimisticSource.reset()
    savePost.reset()
  },
  render: () => renderOptimistic(savePost),
  play: async ({ canvasElement }) => {
    const list = await addDraft(canvasElement, savePost)
    await waitFor(() => expect(within(list).queryByText('(saving…)')).not.toBeInTheDocument(), { timeout: 2000 })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...names(0, 5), 'Test User'])
    await expect(savePost.log.entries().map((e) => e.status)).toEqual([201])
    await expect(optimisticSource.log.count()).toBe(1)
  },
}

/**
 * The same form against a server that answers 500: the optimistic user appears, then
 * `rollbackOnError` restores the list as it was and the error is announced.
 */
export const OptimisticRollback: Story = {
  parameters: { msw: { handlers: [...optimisticSource.handlers, failPost.handler] } },
  beforeEach: () => {
    optimisticSource.reset()
    failPost.reset()
  },
  render: () => renderOptimistic(failPost),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await addDraft(canvasElement, failPost)
    await expect(await canvas.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Could not add Test User: the server answered 500. The list was rolled back.')
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(failPost.log.entries().map((e) => e.status)).toEqual([500])
    await expect(optimisticSource.log.count()).toBe(1)
  },
}

// ---------------------------------------------------------------------------------------------

const pagedSource = createUsersSource({ latency: 400 })

/**
 * `keepPreviousData: true` with a page-index key: after "Next page" the previous page stays on
 * screen (marked busy) until the next one arrives, instead of flashing a loading state. Going back
 * shows the cached page at once and revalidates it in the background.
 */
export const KeepPreviousData: Story = {
  parameters: { msw: { handlers: pagedSource.handlers } },
  beforeEach: () => pagedSource.reset(),
  render: () => (
    <FetchConfig value={isolated}>
      <PagedUsers />
      <RequestLog log={pagedSource.log} />
    </FetchConfig>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = () => within(canvas.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)
    await canvas.findByText(names(0, 1)[0])

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page 2…')
    await expect(items()).toEqual(names(0, 5)) // still page 1 while page 2 loads
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(items()).toEqual(names(5, 10)))
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing page 2')
    await expect(pagedSource.log.pages()).toEqual([0, 1])

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }))
    await expect(items()).toEqual(names(0, 5)) // from the cache, at once
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing page 1')
    await waitFor(() => expect(pagedSource.log.entries().map((e) => [e.page, e.status])).toEqual([[0, 200], [1, 200], [0, 200]]))
  },
}
