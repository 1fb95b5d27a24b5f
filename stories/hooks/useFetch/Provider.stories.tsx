import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FetchConfig } from '../../../src'
import { makeUsers } from '../../../mocks'
import { Button, itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls } from '../../support'
import { appFocusCode, nestedConfigCode, separateCachesCode } from './code-config'
import { CacheReader, ConfigView, labelled, SHARED_KEY } from './demos/ConfigViews'
import { FALLBACK_KEY, FallbackUsers } from './demos/FallbackUsers'

/**
 * `FetchConfig` passes options to every hook below it. With `provider: (parentCache) => cache` it
 * also gives them their own cache (any Map-like object), with its own dedupe, mutate and
 * focus/reconnect listeners (`initFocus` and `initReconnect` replace the window's events as its
 * sources). Nested configs merge: an object value overrides the parent field by
 * field (`fallback` and `use` are combined); a function value receives the parent config and its
 * result is used as is.
 */
const meta = {
  title: 'Hooks/useFetch/provider and nested FetchConfig',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const quiet = { dedupingInterval: 0, revalidateOnFocus: false }

/**
 * Two subtrees, each `<FetchConfig value={{ provider: () => new Map() }}>`, read the same key:
 * two caches, so two requests, and separate data. "Refresh Right cache" asks the server again for
 * the right cache only. Its test changes the data on the server first: only the right list then
 * shows the new names.
 */
export const SeparateCaches: Story = {
  name: 'provider: separate caches',
  parameters: { mockApi: { latency: 150 }, ...showCode(separateCachesCode) },
  render: () => (
    <>
      <FetchConfig value={{ provider: () => new Map(), ...quiet }}><CacheReader title="Left cache" /></FetchConfig>
      <FetchConfig value={{ provider: () => new Map(), ...quiet }}><CacheReader title="Right cache" /></FetchConfig>
    </>
  ),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const items = (title: string) => itemsOf(canvas.getByRole('list', { name: `${title} users` }))
    await canvas.findByRole('list', { name: 'Left cache users' }, T)
    await canvas.findByRole('list', { name: 'Right cache users' }, T)
    await settled(source)
    await expect(urls(source)).toEqual([SHARED_KEY, SHARED_KEY])

    source.bump()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Right cache' }))
    await waitFor(() => expect(items('Right cache')).toEqual(names(0, 3, 2)), T)
    await expect(items('Left cache')).toEqual(names(0, 3))
    await settled(source)
    await expect(source.log.count()).toBe(3)
  },
}

const OTHER_KEY = '/users?page=9&limit=3'

/** The value a ConfigView card shows for one option. */
const option = (canvasElement: HTMLElement, card: string, name: string) =>
  within(canvasElement).getByRole('group', { name: card }).querySelector(`dd[data-option="${name}"]`)?.textContent

/**
 * Three levels. The outer config sets a provider, `dedupingInterval: 0`, a `fallback` entry and an
 * "outer" middleware. The inner object config adds `loadingTimeout`, another `fallback` entry and
 * an "inner" middleware: the hooks below it get both fallbacks and both middleware (outer first).
 * A function config `(parent) => ({ ...parent, use: [fn] })` replaces instead of merging. The
 * users list below the inner config shows its fallback until the server (at version 2) answers.
 */
export const NestedConfig: Story = {
  name: 'Nested FetchConfig merge',
  parameters: { mockApi: { latency: 300, version: 2 }, ...showCode(nestedConfigCode) },
  render: () => (
    <FetchConfig value={{ provider: () => new Map(), ...quiet, fallback: { [OTHER_KEY]: [] }, use: [labelled('outer')] }}>
      <ConfigView title="Outer config" />
      <FetchConfig value={{ loadingTimeout: 500, fallback: { [FALLBACK_KEY]: makeUsers(3) }, use: [labelled('inner')] }}>
        <ConfigView title="Inner config (object value)" />
        <FallbackUsers title="Users below the inner config" />
      </FetchConfig>
      <FetchConfig value={(parent) => ({ ...parent, use: [labelled('fn')] })}>
        <ConfigView title="Function value config" />
      </FetchConfig>
    </FetchConfig>
  ),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const read = (card: string) => ['dedupingInterval', 'loadingTimeout', 'revalidateOnFocus', 'fallback keys', 'use', 'cache']
      .map((name) => option(canvasElement, card, name))
    await expect(read('Outer config')).toEqual(['0', '3000', 'false', OTHER_KEY, 'outer', 'a provider cache'])
    await expect(read('Inner config (object value)'))
      .toEqual(['0', '500', 'false', `${OTHER_KEY}, ${FALLBACK_KEY}`, 'outer, inner', 'a provider cache'])
    await expect(read('Function value config')).toEqual(['0', '3000', 'false', OTHER_KEY, 'fn', 'a provider cache'])

    // The merged fallback serves the list at once; the server's answer (version 2) replaces it.
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(source)
    await expect(urls(source)).toEqual([FALLBACK_KEY])
  },
}

/** A focus source of the app's own: `init` registers the cache's callback, `fire` calls them all. */
function createAppFocus() {
  const listeners = new Set<() => void>()
  return {
    init: (callback: () => void) => {
      listeners.add(callback)
      return () => { listeners.delete(callback) }
    },
    fire: () => listeners.forEach((listener) => listener()),
  }
}

/**
 * `initFocus` in a provider config: the cache revalidates on the app's own signal (here "App came
 * to the foreground", as a native shell would send it) instead of the window's `focus` event,
 * which this cache no longer hears. `initReconnect` does the same for `online`.
 */
export const InitFocus: Story = {
  name: 'provider: initFocus',
  parameters: { mockApi: { latency: 150 }, ...showCode(appFocusCode) },
  render: function Render() {
    const [appFocus] = useState(createAppFocus)
    return (
      <FetchConfig value={{ provider: () => new Map(), initFocus: appFocus.init, ...quiet, revalidateOnFocus: true, focusThrottleInterval: 0 }}>
        <CacheReader title="Users" />
        <Button $variant="secondary" onClick={appFocus.fire}>App came to the foreground</Button>
      </FetchConfig>
    )
  },
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Users users' }, T)
    await settled(source)
    await expect(source.log.count()).toBe(1)

    source.bump()
    window.dispatchEvent(new Event('focus'))
    await quietFor(400)
    await expect(source.log.count()).toBe(1)

    await userEvent.click(canvas.getByRole('button', { name: 'App came to the foreground' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users users' }))).toEqual(names(0, 3, 2)), T)
    await settled(source)
    await expect(urls(source)).toEqual([SHARED_KEY, SHARED_KEY])
  },
}
