// Play-function helpers shared by the stories: expected data and waits on the request log.
import { expect, waitFor } from 'storybook/test'
import { makeUser, type UsersSource } from '../../mocks'

export const T = { timeout: 5000 }

/** Names of users `from`..`to - 1` as the source serves them (version 1 unless given). */
export const names = (from: number, to: number, version = 1) =>
  Array.from({ length: to - from }, (_, i) => makeUser(from + i, version).name)

/** Texts of the items of a list element. */
export const itemsOf = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => li.textContent ?? '')

/** Request paths in the order the server saw them. */
export const urls = (source: UsersSource) => source.log.entries().map((e) => e.url)

/** Waits until no request of the source is in flight. */
export const settled = (source: UsersSource) => waitFor(() => expect(source.log.pending()).toBe(0), T)

/** Waits until the log is exactly `expected` and nothing is in flight. */
export async function expectLog(source: UsersSource, expected: string[]) {
  await waitFor(() => {
    expect(urls(source)).toEqual(expected)
    expect(source.log.pending()).toBe(0)
  }, T)
}

/**
 * Lets `ms` pass. Only used before asserting that something did NOT happen (no request was
 * made): positive assertions always wait for their condition instead.
 */
export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
