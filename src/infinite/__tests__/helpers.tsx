// Shared helpers for the useFetchInfinite unit tests (not a test file itself).
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FetchConfig } from '../../index'
import type { FetchConfigValue } from '../../fetch/types'
import type { State } from '../../core/types'
import { fetchJson, type CursorPage, type User, type UsersSource } from '../../../mocks'

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** The index/offset fetcher: one page is one request, an array of users; it honours the signal. */
export const usersFetcher = (url: string, { signal }: { signal?: AbortSignal } = {}): Promise<User[]> => fetchJson<User[]>(url, { signal: signal ?? null })
/** The cursor fetcher: `{ data, nextCursor }`. */
export const cursorFetcher = (url: string, { signal }: { signal?: AbortSignal } = {}): Promise<CursorPage<User>> =>
  fetchJson<CursorPage<User>>(url, { signal: signal ?? null })

/**
 * An isolated cache per test (a Map the test can read), no dedupe window, no error retries
 * (retries would fire timers after the test), plus `config`.
 */
export function setup(config: FetchConfigValue = {}) {
  const cache = new Map<string, State>()
  const value: FetchConfigValue = { provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false, ...config }
  const wrapper = ({ children }: { children?: ReactNode }) => <FetchConfig value={value}>{children}</FetchConfig>
  return { cache, value, wrapper }
}

/** Reads every tracked getter during render, so the hook re-renders on every state change. */
export function track<T>(r: T): T {
  const o = r as { data?: unknown; error?: unknown; isLoading?: unknown; isValidating?: unknown }
  void o.data
  void o.error
  void o.isLoading
  void o.isValidating
  return r
}

/** renderHook inside setup(config), every getter tracked. */
export function renderInfinite<R, P = undefined>(hook: (props: P) => R, config: FetchConfigValue = {}, initialProps?: NoInfer<P>) {
  const s = setup(config)
  const r = renderHook((p: P) => track(hook(p)), { wrapper: s.wrapper, initialProps: initialProps as P })
  return { ...r, ...s }
}

/** Waits until the source has no request in flight and the hook is idle, after a short grace period. */
export async function settle(source: UsersSource, isValidating: () => boolean = () => false): Promise<void> {
  await act(() => sleep(20))
  await waitFor(() => {
    expect(source.log.pending()).toBe(0)
    expect(isValidating()).toBe(false)
  })
}

/**
 * `steps` × setSize((size) => size + 1), each awaited until the list shows one page more (`pages()`
 * reads how many it shows); then waits for the source to settle.
 */
export async function loadMoreSteps(
  source: UsersSource, steps: number, pages: () => number, setSize: (size: (size: number) => number) => Promise<unknown>,
): Promise<void> {
  for (let step = 0; step < steps; step++) {
    const before = pages()
    await act(() => setSize((size) => size + 1))
    await waitFor(() => expect(pages()).toBe(before + 1))
  }
  await settle(source)
}

/** Resolves as soon as the source has seen `n` requests (log subscription: no polling window). */
export function whenRequested(source: UsersSource, n = 1): Promise<void> {
  return act(() => new Promise<void>((resolve) => {
    if (source.log.count() >= n) return resolve()
    const off = source.log.subscribe(() => {
      if (source.log.count() >= n) {
        off()
        resolve()
      }
    })
  }))
}

/** The request URLs the source saw, in order. */
export const urls = (source: UsersSource): string[] => source.log.entries().map((e) => e.url)

/** The users of zero-based page `page` as the source serves them. */
export const pageOf = (source: UsersSource, page: number, limit = 10, q?: string): User[] =>
  source.users(q).slice(page * limit, page * limit + limit)

/** What a windowed list reports: its pages, size and where they start. */
type Window = { data?: unknown[] | undefined; size: number; firstPageIndex: number }
/** The first user id of each page (index source): which pages `data` holds, readable in a failure. */
export const firstIds = (r: { data?: User[][] | undefined }) => r.data?.map((page) => page[0]?.id)
/** The id of the first user of zero-based page `page`. */
export const idOf = (src: UsersSource, page: number) => pageOf(src, page)[0].id

/** setSize(size + 1) until `size`, one page at a time, then waits until the source is idle. */
export async function growTo(result: { current: Window & { setSize: (size: number) => Promise<unknown> } }, src: UsersSource, size: number) {
  for (let next = result.current.size + 1; next <= size; next++) {
    await act(async () => {
      await result.current.setSize(next)
    })
  }
  await settle(src)
}
