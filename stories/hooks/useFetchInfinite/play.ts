// Shared story plumbing: an isolated cache per story, typed fetchers, server controls, and
// the play-function helpers that read the MSW request log.
import type { ReactNode } from 'react'
import { expect, waitFor } from 'storybook/test'
import { FetchConfig, type FetchConfigValue } from '../../../src'
import { fetchJson, type CursorPage, type UsersSource, type User } from '../../../mocks'
import { secondaryButton } from './InfiniteView'

/**
 * A fresh cache for each story (`provider: () => new Map()`), so stories never share pages,
 * and `dedupingInterval: 0`, so every revalidation the hook asks for reaches the network and
 * shows in the request log.
 */
export function Isolated({ config, children }: { config?: FetchConfigValue; children: ReactNode }) {
  return <FetchConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...config }}>{children}</FetchConfig>
}

export const fetchUsers = (url: string) => fetchJson<User[]>(url)
export const fetchCursorPage = (url: string) => fetchJson<CursorPage<User>>(url)

/** Buttons that act on the mock server rather than on the hook. */
export function ServerControls({ source }: { source: UsersSource }) {
  return (
    <>
      <button type="button" style={secondaryButton} onClick={() => source.bump()}>Change data on server</button>
      <button type="button" style={secondaryButton} onClick={() => source.log.reset()}>Clear request log</button>
    </>
  )
}

/** Story-level `beforeEach`: knobs, version, failures and the log back to the factory's. */
export const resetSource = (source: UsersSource) => () => {
  source.reset()
  source.log.reset()
}

export const T = { timeout: 5000 }

/** The request log as URLs, in the order the server saw them. */
export const urls = (source: UsersSource) => source.log.entries().map((e) => e.url)

/** Waits until the log is exactly `expected` and nothing is in flight. */
export async function expectLog(source: UsersSource, expected: string[]) {
  await waitFor(() => {
    expect(urls(source)).toEqual(expected)
    expect(source.log.pending()).toBe(0)
  }, T)
}

/** Waits for the status live region to report an idle list of `pages` pages. */
export async function expectIdle(canvas: { getByRole: (role: 'status') => HTMLElement }, pages: number) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(
    new RegExp(`^Loaded ${pages} ${pages === 1 ? 'page' : 'pages'} \\(`)), T)
}

/** Names shown in the section "Page n" (1-based). */
export function namesOnPage(canvasElement: HTMLElement, n: number): string[] {
  const section = canvasElement.querySelector(`section[aria-label="Page ${n}"]`)
  return section ? [...section.querySelectorAll('li')].map((li) => li.textContent ?? '') : []
}

/**
 * Meta-level docs parameters. Stories render in their own iframes on the docs page: MSW
 * handlers are per preview, so inline stories would all send their requests to whichever
 * story's source was installed last, and every request log would be wrong.
 */
export const docsParameters = (component: string) => ({
  docs: { description: { component }, story: { inline: false, iframeHeight: 720 } },
})

/** One-line story descriptions for the docs page. */
export const describeStory = (story: string) => ({ docs: { description: { story } } })
