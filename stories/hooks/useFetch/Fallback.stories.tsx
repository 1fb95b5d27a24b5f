import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { createUsersSource, makeUsers, type UsersSource } from '../../../mocks'
import { RequestLog } from '../../support'
import { FALLBACK_KEY, FallbackUsers } from './demos/FallbackUsers'
import { docsParameters, Isolated, itemsOf, names, quietFor, settled, T, urls } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/Fallback data',
  tags: ['autodocs'],
  parameters: docsParameters(
    'Data to show before the first answer: `fallbackData` on one hook, or a `fallback` map (serialized key → ' +
    'data) in `FetchConfig` for every hook below it, e.g. data rendered on the server. Fallback data is never ' +
    'written to the cache; the first answer replaces it.',
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// The server is at version 2: its names end in " (v2)". The fallback is the version 1 list,
// as if rendered earlier, so the stories can tell the two apart.
const fallbackSource = createUsersSource({ latency: 400, version: 2 })
const configSource = createUsersSource({ latency: 400, version: 2 })
const noMountSource = createUsersSource({ latency: 400, version: 2 })
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
  parameters: { msw: { handlers: fallbackSource.handlers } },
  beforeEach: () => fallbackSource.reset(),
  render: () => (
    <Isolated>
      <FallbackUsers title="Users (fallbackData)" options={{ fallbackData: fallbackUsers }} />
      <RequestLog log={fallbackSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => fallbackThenServer(canvasElement, fallbackSource),
}

/**
 * The same through `<FetchConfig value={{ fallback: { [key]: users } }}>`: the map is keyed by the
 * serialized key (`unstable_serialize(key)`; a string key is itself) and serves every hook below.
 */
export const ConfigFallback: Story = {
  name: 'FetchConfig fallback',
  parameters: { msw: { handlers: configSource.handlers } },
  beforeEach: () => configSource.reset(),
  render: () => (
    <Isolated>
      <FetchConfig value={{ fallback: { [FALLBACK_KEY]: fallbackUsers } }}>
        <FallbackUsers title="Users (FetchConfig fallback)" />
      </FetchConfig>
      <RequestLog log={configSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => fallbackThenServer(canvasElement, configSource),
}

/**
 * `fallbackData` with `revalidateOnMount: false`: the fallback is all there is; the mount makes
 * no request. "Refresh" (the bound `mutate()`) asks the server, and its answer replaces the fallback.
 */
export const FallbackWithoutMountRequest: Story = {
  name: 'fallbackData + revalidateOnMount: false',
  parameters: { msw: { handlers: noMountSource.handlers } },
  beforeEach: () => noMountSource.reset(),
  render: () => (
    <Isolated>
      <FallbackUsers title="Users (no request on mount)" options={{ fallbackData: fallbackUsers, revalidateOnMount: false }} />
      <RequestLog log={noMountSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3))
    await expect(canvas.getByRole('status')).toHaveTextContent('Idle')
    await quietFor(600)
    await expect(noMountSource.log.count()).toBe(0)

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(noMountSource)
    await expect(urls(noMountSource)).toEqual([FALLBACK_KEY])
  },
}
