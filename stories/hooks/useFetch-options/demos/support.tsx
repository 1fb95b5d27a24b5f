// Shared plumbing for the useFetch option stories: an isolated cache per story, a labelled
// checkbox, the docs parameters, and the play-function helpers that read the MSW request log.
// The presentational pieces (white card, dark ink) are the ones of the main useFetch demos.
import type { ReactNode } from 'react'
import { expect, waitFor } from 'storybook/test'
import { FetchConfig, type FetchConfigValue } from '../../../../src'
import { fetchJson, makeUser, type UsersSource, type User } from '../../../../mocks'

export { button, Card, describeError, DANGER, INK, MUTED, Problem, Status, UserList } from '../../demos/ui'

/**
 * A fresh cache for the story (`provider: () => new Map()`), `dedupingInterval: 0` so every
 * revalidation the hook asks for reaches the network, and `revalidateOnFocus: false` so clicks
 * into the preview do not add requests (stories about focus turn it back on).
 */
export function Isolated({ config, children }: { config?: FetchConfigValue; children: ReactNode }) {
  return (
    <FetchConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, ...config }}>
      {children}
    </FetchConfig>
  )
}

/** The stories' fetcher for list keys. */
export const fetchUsers = (url: string) => fetchJson<User[]>(url)

/** A native checkbox with its label (the label is the accessible name the play functions use). */
export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginRight: 12 }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}

/** A row of controls under a demo. */
export function Controls({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '8px 0' }}>{children}</div>
}

/**
 * Meta-level parameters. Stories render in their own frames on the docs page: the MSW addon
 * installs one story's handlers per frame, so inline stories would share one source.
 */
export const docsParameters = (component: string, iframeHeight = 520) => ({
  docs: { description: { component }, story: { inline: false, iframeHeight } },
})

/** Names of users `from`..`to - 1` as the source serves them (version 1 unless given). */
export const names = (from: number, to: number, version = 1) =>
  Array.from({ length: to - from }, (_, i) => makeUser(from + i, version).name)

/** Texts of the items of a list element. */
export const itemsOf = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => li.textContent ?? '')

export const T = { timeout: 3000 }

/** Waits until no request of the source is in flight. */
export const settled = (source: UsersSource) => waitFor(() => expect(source.log.pending()).toBe(0), T)

/**
 * Lets `ms` pass. Only used before asserting that something did NOT happen (no request was
 * made): positive assertions always wait for their condition instead.
 */
export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Request URLs in the order the server saw them. */
export const urls = (source: UsersSource) => source.log.entries().map((e) => e.url)
