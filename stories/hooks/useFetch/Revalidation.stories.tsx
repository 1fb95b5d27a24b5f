import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createUsersSource, type UsersSource } from '../../../mocks'
import { RequestLog } from '../../support'
import { MountUsers, ReconnectUsers, type MountUsersProps } from './demos/MountUsers'
import { docsParameters, Isolated, itemsOf, names, quietFor, settled, T, urls } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/Revalidation',
  tags: ['autodocs'],
  parameters: docsParameters(
    'When a key is asked again: on reconnect (`revalidateOnReconnect`), and when a component mounts on a key ' +
    'that is already cached (`revalidateIfStale`, `revalidateOnMount`). Each story shows its request log.',
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const KEY = '/users?page=0&limit=3'
const online = () => window.dispatchEvent(new Event('online'))

// ---------------------------------------------------------------------------------------------

const reconnectSource = createUsersSource({ latency: 150 })
const noReconnectSource = createUsersSource({ latency: 150 })

/** Goes offline and back online with the demo's buttons (which dispatch the window events). */
async function offlineAndBack(canvasElement: HTMLElement, source: UsersSource) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: 'Users' }, T)
  await settled(source)
  await expect(source.log.count()).toBe(1)
  source.bump()
  await userEvent.click(canvas.getByRole('button', { name: 'Simulate going offline' }))
  await expect(canvas.getByRole('status')).toHaveTextContent('Offline')
  await userEvent.click(canvas.getByRole('button', { name: 'Simulate coming back online' }))
  return canvas
}

/**
 * `revalidateOnReconnect` (on by default): when the browser fires `online` after `offline`, the
 * hook asks the server again, once. The play function changes the server's data while "offline".
 */
export const RevalidateOnReconnect: Story = {
  name: 'revalidateOnReconnect',
  parameters: { msw: { handlers: reconnectSource.handlers } },
  beforeEach: () => {
    reconnectSource.reset()
    return online // whatever happens, the next story starts online
  },
  render: () => (
    <Isolated>
      <ReconnectUsers />
      <RequestLog log={reconnectSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await offlineAndBack(canvasElement, reconnectSource)
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(reconnectSource)
    await expect(canvas.getByRole('status')).toHaveTextContent('Online, up to date')
    await expect(urls(reconnectSource)).toEqual([KEY, KEY])
  },
}

/** With `revalidateOnReconnect: false` the same offline/online round trip makes no request. */
export const ReconnectOff: Story = {
  name: 'revalidateOnReconnect: false',
  parameters: { msw: { handlers: noReconnectSource.handlers } },
  beforeEach: () => {
    noReconnectSource.reset()
    return online
  },
  render: () => (
    <Isolated>
      <ReconnectUsers options={{ revalidateOnReconnect: false }} />
      <RequestLog log={noReconnectSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await offlineAndBack(canvasElement, noReconnectSource)
    await expect(canvas.getByRole('status')).toHaveTextContent('Online, up to date')
    await quietFor(400)
    await expect(noReconnectSource.log.count()).toBe(1)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3)) // still version 1
  },
}

// ---------------------------------------------------------------------------------------------

const staleSource = createUsersSource({ latency: 200 })
const staleOffSource = createUsersSource({ latency: 200 })
const onMountSource = createUsersSource({ latency: 200 })

/** Loads the first reader, mounts the second, and returns the second card. */
async function mountSecond(canvasElement: HTMLElement, title: string, source: UsersSource) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: 'First reader users' }, T)
  await settled(source)
  await expect(source.log.count()).toBe(1)
  await userEvent.click(canvas.getByRole('button', { name: 'Mount a second reader' }))
  const card = within(canvas.getByRole('region', { name: title }))
  // Cached data shows at once, whatever the options.
  await expect(itemsOf(card.getByRole('list'))).toEqual(names(0, 3))
  return card
}

const staleStory = (source: UsersSource, label: string, secondOptions?: MountUsersProps['secondOptions']): Story['render'] =>
  () => (
    <Isolated>
      <MountUsers secondLabel={label} secondOptions={secondOptions} />
      <RequestLog log={source.log} />
    </Isolated>
  )

/**
 * The default (`revalidateIfStale: true`): a component that mounts on a cached key shows the
 * cached users at once and revalidates them in the background: one more request.
 */
export const RevalidateIfStale: Story = {
  name: 'revalidateIfStale (default)',
  parameters: { msw: { handlers: staleSource.handlers } },
  beforeEach: () => staleSource.reset(),
  render: staleStory(staleSource, 'default options'),
  play: async ({ canvasElement }) => {
    await mountSecond(canvasElement, 'Second reader (default options)', staleSource)
    await waitFor(() => expect(staleSource.log.count()).toBe(2), T)
    await settled(staleSource)
    await expect(urls(staleSource)).toEqual([KEY, KEY])
  },
}

/**
 * `revalidateIfStale: false`: the second component shows the cached users and asks nothing
 * (handy for data that never changes). A key that is not cached yet is still fetched.
 */
export const RevalidateIfStaleOff: Story = {
  name: 'revalidateIfStale: false',
  parameters: { msw: { handlers: staleOffSource.handlers } },
  beforeEach: () => staleOffSource.reset(),
  render: staleStory(staleOffSource, 'revalidateIfStale false', { revalidateIfStale: false }),
  play: async ({ canvasElement }) => {
    const card = await mountSecond(canvasElement, 'Second reader (revalidateIfStale false)', staleOffSource)
    await quietFor(400)
    await expect(staleOffSource.log.count()).toBe(1)
    await expect(card.getByRole('status')).toHaveTextContent('No request running')
  },
}

/**
 * `revalidateOnMount` decides the mount alone when it is set: `true` here fetches on mount even
 * with `revalidateIfStale: false` (one more request). (`false` never fetches on mount: see the
 * fallback stories.)
 */
export const RevalidateOnMount: Story = {
  name: 'revalidateOnMount: true',
  parameters: { msw: { handlers: onMountSource.handlers } },
  beforeEach: () => onMountSource.reset(),
  render: staleStory(onMountSource, 'revalidateOnMount true, revalidateIfStale false', { revalidateOnMount: true, revalidateIfStale: false }),
  play: async ({ canvasElement }) => {
    await mountSecond(canvasElement, 'Second reader (revalidateOnMount true, revalidateIfStale false)', onMountSource)
    await waitFor(() => expect(onMountSource.log.count()).toBe(2), T)
    await settled(onMountSource)
    await expect(urls(onMountSource)).toEqual([KEY, KEY])
  },
}
