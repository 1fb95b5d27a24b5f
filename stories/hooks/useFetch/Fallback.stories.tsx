import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { makeUsers, type UsersSource } from '../../../mocks'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls } from '../../support'
import { fallbackCode } from './code-options'
import { FALLBACK_KEY, FallbackUsers } from './demos/FallbackUsers'

/**
 * Data to show before the first answer: `fallbackData` on one hook, or a `fallback` map
 * (serialized key → data) in `FetchConfig` for every hook below it, e.g. data rendered on the
 * server. Fallback data is never written to the cache; the first answer replaces it.
 * `cacheData` in `FetchConfig` goes one step further: it is the first answer of its key, so
 * that key makes no request until it is revalidated.
 */
const meta = {
  title: 'Hooks/useFetch/Fallback data',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// The server is at version 2: its names end in " (v2)". The fallback is the version 1 list,
// as if rendered earlier, so the stories can tell the two apart.
const fallbackUsers = makeUsers(3, 1)

/** The fallback is on screen with no answer yet, then the server's users replace it: one request. */
async function fallbackThenServer(canvasElement: HTMLElement, source: UsersSource) {
  const canvas = within(canvasElement)
  const list = canvas.getByRole('list', { name: 'Users' })
  await expect(itemsOf(list)).toEqual(names(0, 3))
  await expect(source.log.count((e) => e.endedAt !== undefined)).toBe(0)
  await expect(canvas.getByRole('status')).toHaveTextContent('Showing fallback data while the first request runs…')

  await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
  await expect(canvas.getByRole('status')).toHaveTextContent('Idle')
  await settled(source)
  await expect(urls(source)).toEqual([FALLBACK_KEY])
}

/**
 * `fallbackData` on the hook: the list renders at once from it (no loading state without data),
 * while `isLoading` is still true; the first answer replaces it.
 */
export const FallbackData: Story = {
  name: 'fallbackData',
  parameters: { mockApi: { latency: 400, version: 2 }, ...showCode(fallbackCode('hook')) },
  render: () => <FallbackUsers title="Users (fallbackData)" options={{ fallbackData: fallbackUsers }} />,
  play: async (context) => fallbackThenServer(context.canvasElement, mockApiOf(context).users),
}

/**
 * The same through `<FetchConfig value={{ fallback: { [key]: users } }}>`: the map is keyed by the
 * serialized key (`unstable_serialize(key)`; a string key is itself) and serves every hook below.
 */
export const ConfigFallback: Story = {
  name: 'FetchConfig fallback',
  parameters: { mockApi: { latency: 400, version: 2 }, ...showCode(fallbackCode('config')) },
  render: () => (
    <FetchConfig value={{ fallback: { [FALLBACK_KEY]: fallbackUsers } }}>
      <FallbackUsers title="Users (FetchConfig fallback)" />
    </FetchConfig>
  ),
  play: async (context) => fallbackThenServer(context.canvasElement, mockApiOf(context).users),
}

/**
 * `fallbackData` with `revalidateOnMount: false`: the fallback is all there is; the mount makes
 * no request. "Refresh" (the bound `mutate()`) asks the server, and its answer replaces the fallback.
 */
export const FallbackWithoutMountRequest: Story = {
  name: 'fallbackData + revalidateOnMount: false',
  parameters: { mockApi: { latency: 400, version: 2 }, ...showCode(fallbackCode('no-mount')) },
  render: () => <FallbackUsers title="Users (no request on mount)" options={{ fallbackData: fallbackUsers, revalidateOnMount: false }} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3))
    await expect(canvas.getByRole('status')).toHaveTextContent('Idle')
    await quietFor(600)
    await expect(source.log.count()).toBe(0)

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(source)
    await expect(urls(source)).toEqual([FALLBACK_KEY])
  },
}

/**
 * `<FetchConfig value={{ cacheData: { [key]: users } }}>` (keyed like `fallback`; a value or a
 * promise, e.g. produced on the server): the hook takes it as the answer to its first request,
 * once, and asks the server nothing on mount. "Refresh" (the bound `mutate()`) then requests the
 * key and the server's users (version 2) replace it.
 */
export const CacheData: Story = {
  name: 'FetchConfig cacheData',
  parameters: { mockApi: { latency: 400, version: 2 }, ...showCode(fallbackCode('cacheData')) },
  render: () => (
    <FetchConfig value={{ cacheData: { [FALLBACK_KEY]: fallbackUsers } }}>
      <FallbackUsers title="Users (FetchConfig cacheData)" />
    </FetchConfig>
  ),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3)), T)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Idle'), T)
    // A mount request would have started at once, and answered (version 2) within 0.4 s.
    await quietFor(600)
    await expect(source.log.count()).toBe(0)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3))

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(source)
    await expect(urls(source)).toEqual([FALLBACK_KEY])
  },
}
