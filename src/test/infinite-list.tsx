// Test helpers of the infinite list's unit tests: an isolated cache, the feed rendered by
// InfiniteListBase, and queries for its parts.
import { StrictMode, type ReactNode } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { vi } from 'vitest'
import { destroyIntersectionMocking, mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { FetchConfig } from '../fetch'
import { fetchJson, indexKey, type CursorPage, type User } from '../../mocks'
import { InfiniteListBase, type InfiniteListBaseProps } from '../components/InfiniteList/InfiniteListBase'

/** A provider of its own: a fresh cache, no retries, no focus revalidation. */
export const isolated = ({ children }: { children: ReactNode }) => (
  <FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>{children}</FetchConfig>
)
export const fetcher = (url: string, { signal }: { signal?: AbortSignal } = {}) => fetchJson<User[]>(url, { signal: signal ?? null })
export const cursorFetcher = (url: string, { signal }: { signal?: AbortSignal } = {}) => fetchJson<CursorPage<User>>(url, { signal: signal ?? null })

export function renderList<Page = User[]>(props: Partial<InfiniteListBaseProps<Page, never>> = {}, strict = false) {
  const ui = (
    <InfiniteListBase<Page>
      getKey={indexKey(10) as never}
      fetcher={fetcher as never}
      renderItem={(u: unknown) => <h3>{(u as User).name}</h3>}
      aria-label="Users"
      {...(props as object)}
    />
  )
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui, { wrapper: isolated })
}

export const feed = () => screen.getByRole('feed', { name: 'Users' })
export const articles = () => within(feed()).getAllByRole('article')
export const liveRegion = () => screen.getByRole('status')
/** Waits until the list shows `n` articles and no page is in flight. */
export async function settled(n: number) {
  await waitFor(() => {
    expect(articles()).toHaveLength(n)
    expect(feed()).toHaveAttribute('aria-busy', 'false')
  })
}
/** The sentinel comes into view (IntersectionObserver mock), inside act(). */
export const scrollToEnd = () => act(() => mockAllIsIntersecting(true))

/**
 * Runs `run` in a window without IntersectionObserver (a server, an old browser), then puts the
 * test setup's mock back, whatever `run` did.
 */
export async function withoutIntersectionObserver<T>(run: () => T | Promise<T>): Promise<T> {
  destroyIntersectionMocking()
  const IO = window.IntersectionObserver
  // @ts-expect-error removed for the time of `run`
  delete window.IntersectionObserver
  try {
    return await run()
  } finally {
    window.IntersectionObserver = IO
    setupIntersectionMocking(vi.fn)
  }
}

/**
 * jsdom has no layout: every article is `row` px tall, and the feed sits at the top of the
 * document, scrolled by `window.scrollY` (set to 0 here). For a beforeEach; vi.restoreAllMocks() undoes it.
 */
export function layOutFeedInWindow(row: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'ARTICLE' ? row : 0
  })
  const rect = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.hasAttribute('data-pagekit-feed')) return rect.call(this)
    return new DOMRect(0, -window.scrollY, 1024, parseFloat(this.style.height))
  })
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
}
