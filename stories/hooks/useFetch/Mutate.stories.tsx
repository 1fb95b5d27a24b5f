import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { makeUser, type UsersSource } from '../../../mocks'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls, type MockApi } from '../../support'
import { filterMutateCode, optimisticCode, populateCacheCode, preloadCode } from './code'
import { patchUsers, postUsers } from './demos/endpoints'
import { FilterMutateDemo, PopulateCacheDemo, PreloadDemo, preloadKey } from './demos/MutateDemos'
import { OptimisticUsers } from './demos/OptimisticUsers'

/**
 * The bound `mutate` changes what a hook shows, optimistically and with a rollback; the cache-wide
 * `mutate` (from `useFetchConfig()`, or the `mutate` export for the default cache) accepts a
 * filter over the original keys; `populateCache` decides what a mutation writes into the cache;
 * `preload(key, fetcher)` starts a request before any component asks for it.
 */
const meta = {
  title: 'Hooks/useFetch/Mutate and preload',
  tags: ['autodocs'],
  parameters: {
    // A fresh cache per demo; every revalidation reaches the server; clicks into the demo are no focus events.
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const page = (n: number) => `/users?page=${n}&limit=3`

/** Types a name, submits, and checks that the draft is on screen before the POST is answered. */
async function addDraft(canvasElement: HTMLElement, api: MockApi) {
  const canvas = within(canvasElement)
  const post = api.endpoints.post.log
  await canvas.findByRole('list', { name: 'Users' })
  await userEvent.type(canvas.getByLabelText('Name'), 'Test User')
  await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
  const list = canvas.getByRole('list', { name: 'Users' })
  await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Test User (saving…)'))
  // No POST has been answered yet (it may not even have reached the mock server): the draft is optimistic.
  await expect(post.count((e) => e.endedAt !== undefined)).toBe(0)
  await waitFor(() => expect(post.pending()).toBe(1))
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
  name: 'Optimistic mutate',
  parameters: { mockApi: { latency: 150, endpoints: { post: postUsers({ latency: 600 }) } }, ...showCode(optimisticCode) },
  render: () => <OptimisticUsers />,
  play: async (context) => {
    const api = mockApiOf(context)
    const list = await addDraft(context.canvasElement, api)
    await waitFor(() => expect(within(list).queryByText('(saving…)')).not.toBeInTheDocument(), { timeout: 2000 })
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...names(0, 5), 'Test User'])
    await expect(api.endpoints.post.log.entries().map((e) => e.status)).toEqual([201])
    await expect(api.users.log.count()).toBe(1)
  },
}

/**
 * The same form against a server that answers 500: the optimistic user appears, then
 * `rollbackOnError` restores the list as it was and the error is announced.
 */
export const OptimisticRollback: Story = {
  name: 'Optimistic rollback',
  parameters: {
    mockApi: { latency: 150, endpoints: { post: postUsers({ latency: 600, failWith: 500 }) } },
    docsCheck: { expectsError: true },
    ...showCode(optimisticCode),
  },
  render: () => <OptimisticUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const api = mockApiOf(context)
    const list = await addDraft(context.canvasElement, api)
    await expect(await canvas.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Could not add Test User: the server answered 500. The list was rolled back.')
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(names(0, 5))
    await expect(api.endpoints.post.log.entries().map((e) => e.status)).toEqual([500])
    await expect(api.users.log.count()).toBe(1)
  },
}

/**
 * `mutate((key) => typeof key === 'string' && key.startsWith('/users'))` with no data revalidates
 * every matching key. The filter sees the original keys: the two URL keys match, the array key
 * `['team', 2]` does not, even though its fetcher calls `/users` too. One click makes two
 * requests, one per URL key. Its test changes the data on the server first: the two lists then
 * show the new names, and the team list keeps the old ones.
 */
export const FilterMutate: Story = {
  name: 'mutate(filter)',
  parameters: { mockApi: { latency: 150 }, ...showCode(filterMutateCode) },
  render: () => <FilterMutateDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    const items = (name: string) => itemsOf(canvas.getByRole('list', { name }))
    await canvas.findByRole('list', { name: "Team (key ['team', 2])" }, T)
    await canvas.findByRole('list', { name: 'Page 2 (key /users?page=1&limit=3)' }, T)
    await settled(source)
    await expect([...urls(source)].sort()).toEqual([page(0), page(1), page(2)])

    source.bump()
    await userEvent.click(canvas.getByRole('button', { name: 'Revalidate keys starting with /users' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Revalidated 2 keys'), T)
    await expect(items('Page 1 (key /users?page=0&limit=3)')).toEqual(names(0, 3, 2))
    await expect(items('Page 2 (key /users?page=1&limit=3)')).toEqual(names(3, 6, 2))
    await expect(items("Team (key ['team', 2])")).toEqual(names(6, 9))
    await settled(source)
    await expect([...urls(source).slice(3)].sort()).toEqual([page(0), page(1)])
  },
}

/**
 * The PATCH answers with the one updated user. `populateCache` is a function of that user and
 * the cached list that returns the list with the user replaced, so the merged list goes into the
 * cache; `revalidate: false` skips the GET that would otherwise follow. Press "Rename user 1 to
 * Ada King": the network logs then show one PATCH and no second GET.
 */
export const PopulateCache: Story = {
  name: 'populateCache function',
  parameters: { mockApi: { latency: 150, endpoints: { patch: patchUsers({ latency: 200 }) } }, ...showCode(populateCacheCode) },
  render: () => <PopulateCacheDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const api = mockApiOf(context)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await userEvent.click(canvas.getByRole('button', { name: 'Rename user 1 to Ada King' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent("Saved: the list shows the server's answer"), T)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(['Ada King', makeUser(1).name, makeUser(2).name])
    await quietFor(200) // a (wrong) revalidation would have started by now
    await settled(api.users)
    await expect(urls(api.users)).toEqual([page(0)])
    await expect(api.endpoints.patch.log.entries().map((e) => [e.url, e.status])).toEqual([['PATCH /users/1 {"name":"Ada King"}', 200]])
  },
}

/**
 * Hover, check the request started with no details component, click, check no second request.
 * The stories use different teams (keys): `preload` keeps its request with the default cache,
 * so one story's leftover must not serve the other.
 */
async function hoverThenOpen(canvasElement: HTMLElement, team: number, source: UsersSource) {
  const canvas = within(canvasElement)
  const button = canvas.getByRole('button', { name: 'Show team details' })
  await userEvent.hover(button)
  await waitFor(() => expect(source.log.count()).toBe(1), T)
  await expect(canvas.queryByRole('group', { name: 'Team details' })).not.toBeInTheDocument()

  await userEvent.click(button)
  const list = await canvas.findByRole('list', { name: 'Team members' }, T)
  await expect(itemsOf(list)).toEqual(names(team * 3, team * 3 + 3))
  await quietFor(300) // a (wrong) second request on mount would have started by now
  await settled(source)
  await expect(urls(source)).toEqual([preloadKey(team)])
}

/**
 * Hovering (or focusing) "Show team details" calls `preload(key, fetcher)`: the request shows in
 * the log before the details component exists. Clicking mounts it, and it takes the preloaded
 * request: still one request. This demo uses the default cache (no provider), and clears its key
 * first.
 */
export const Preload: Story = {
  name: 'preload',
  parameters: { mockApi: { latency: 300 }, fetchConfig: false, ...showCode(preloadCode(false)) },
  beforeEach: () => {
    FetchConfig.defaultValue.cache.delete(preloadKey(6))
  },
  render: () => (
    <FetchConfig value={{ dedupingInterval: 0, revalidateOnFocus: false }}>
      <PreloadDemo page={6} />
    </FetchConfig>
  ),
  play: async (context) => hoverThenOpen(context.canvasElement, 6, mockApiOf(context).users),
}

/**
 * The same inside `<FetchConfig value={{ provider: () => new Map() }}>`. As with SWR, a preloaded
 * request is picked up by the next hook with that key whatever cache the hook uses: one request.
 */
export const PreloadWithProvider: Story = {
  name: 'preload + provider cache',
  parameters: { mockApi: { latency: 300 }, ...showCode(preloadCode(true)) },
  beforeEach: () => {
    FetchConfig.defaultValue.cache.delete(preloadKey(7))
  },
  render: () => <PreloadDemo page={7} />,
  play: async (context) => hoverThenOpen(context.canvasElement, 7, mockApiOf(context).users),
}
