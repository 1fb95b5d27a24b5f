// Test helpers of the infinite list's unit tests: an isolated cache, the feed rendered by
// InfiniteListBase, and queries for its parts.
import { StrictMode, type ReactNode } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { destroyIntersectionMocking, mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { FetchConfig } from '../fetch'
import { fetchJson, indexKey, type CursorPage, type User } from '../../mocks'
import { InfiniteListBase, type InfiniteListBaseProps } from '../components/InfiniteList/InfiniteListBase'

/** A provider of its own: a fresh cache, no retries, no focus revalidation. */
export const isolated = ({ children }: { children: ReactNode }) => (
  <FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>{children}</FetchConfig>
)
export const fetcher = (url: string, { signal }: { signal?: AbortSignal } = {}) => fetchJson<User[]>(url, { signal })
export const cursorFetcher = (url: string, { signal }: { signal?: AbortSignal } = {}) => fetchJson<CursorPage<User>>(url, { signal })

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
