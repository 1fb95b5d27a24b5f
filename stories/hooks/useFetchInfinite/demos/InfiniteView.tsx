// Shared presentation for the useFetchInfinite stories. Each story calls the hook itself (so
// the demo holds the exact call) and hands the result to <InfiniteView>, which renders the
// parts every story asserts on: a status live region, the `size` readout, "Load more", an
// error alert with Retry, and the pages. The story frame shows the request log under it.
import type { ReactNode } from 'react'
import type { FetchInfiniteResponse } from '../../../../src/infinite'
import type { CursorPage, User } from '../../../../mocks'
import { Button, Card, Controls, PageList, Problem, useMockApi } from '../../../support'

type AnyPage = User[] | CursorPage<User>

/** Items of one page, whichever source shape it has. */
export const itemsOf = (page: AnyPage | undefined): User[] => (!page ? [] : Array.isArray(page) ? page : page.data)

export interface InfiniteViewProps {
  title: string
  /** What useFetchInfinite returned (index/offset arrays or cursor pages). */
  result: Pick<FetchInfiniteResponse<AnyPage, Error & { status?: number }>,
    'data' | 'error' | 'isLoading' | 'isValidating' | 'size' | 'setSize' | 'firstPageIndex'>
  /** Page length, to tell when the end is reached (a page shorter than this). */
  pageSize: number
  /** Retry after an error; the button is shown only when given. */
  onRetry?: () => void
  /** Extra controls above the list (search box, refresh buttons ...). */
  controls?: ReactNode
  /** Shown under the pages (e.g. each cursor page's nextCursor). */
  footer?: ReactNode
}

export function InfiniteView({ title, result, pageSize, onRetry, controls, footer }: InfiniteViewProps) {
  const { data, error, isLoading, isValidating, size, setSize, firstPageIndex } = result
  const loaded = data?.length ?? 0
  const users = data ? data.reduce((n, p) => n + itemsOf(p).length, 0) : 0
  // The SWR docs' "Load More" flags: a requested page that has no data yet is loading. With a
  // page window (maxPages) data starts at page firstPageIndex, not 0.
  const isLoadingMore = !error && (isLoading || (size > 0 && !!data && data[size - 1 - firstPageIndex] === undefined))
  const last = data?.[data.length - 1]
  const isReachingEnd = !!data && (itemsOf(data[0]).length === 0 || itemsOf(last).length < pageSize || firstPageIndex + loaded < size && !isValidating && !error)

  const status = isLoading ? 'Loading users…'
    : isLoadingMore ? `Loading page ${size}…`
    : isValidating ? 'Refreshing…'
    : error ? 'Stopped on an error'
    : `Loaded ${loaded} ${loaded === 1 ? 'page' : 'pages'} (${users} users)`

  return (
    <Card title={title}>
      {controls && <Controls>{controls}</Controls>}
      <Controls>
        <p style={{ margin: 0 }}>
          size: <strong data-testid="size">{size}</strong> · pages loaded: <strong data-testid="loaded">{loaded}</strong>
        </p>
        <p role="status" style={{ margin: 0 }}>{status}</p>
      </Controls>
      {error && (
        <Controls>
          <Problem>Loading stopped: {error.message}{error.status ? ` (HTTP ${error.status})` : ''}</Problem>
          {onRetry && <Button onClick={onRetry}>Retry</Button>}
        </Controls>
      )}
      <PageList pages={data} firstPageIndex={firstPageIndex} />
      {footer}
      <Controls>
        <Button disabled={isLoadingMore || isReachingEnd} onClick={() => void setSize(size + 1)}>Load more</Button>
        {isReachingEnd && <span>No more users</span>}
      </Controls>
    </Card>
  )
}

/** Buttons that act on the story's mock server rather than on the hook. */
export function ServerControls() {
  const api = useMockApi()
  return (
    <>
      <Button $variant="secondary" onClick={() => api.users.bump()}>Change data on server</Button>
      <Button $variant="secondary" onClick={() => api.users.log.reset()}>Clear request log</Button>
    </>
  )
}
