// Shared presentation for the useFetchInfinite stories. Each story calls the hook itself (so
// the docs show the exact call) and hands the result to <InfiniteView>, which renders the
// parts every story asserts on: a status live region, the `size` readout, "Load more", an
// error alert with Retry, the pages and the MSW request log.
import { useId, type CSSProperties, type ReactNode } from 'react'
import type { FetchInfiniteResponse } from '../../../src/infinite'
import type { CursorPage, RequestLog as Log, User } from '../../../mocks'
import { PageList, RequestLog } from '../../support'

// Own colours on white, so contrast holds under either theme decorator.
const INK = '#1a1a1a'
const ACCENT = '#0b57d0'
const DANGER = '#b3261e'

export const button: CSSProperties = {
  font: 'inherit', padding: '4px 12px', borderRadius: 4, border: `1px solid ${ACCENT}`,
  background: ACCENT, color: '#fff', cursor: 'pointer',
}
export const secondaryButton: CSSProperties = { ...button, background: '#fff', color: ACCENT }

const panel: CSSProperties = { background: '#fff', color: INK, padding: 12, display: 'grid', gap: 8, maxWidth: 640 }
const row: CSSProperties = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }

type AnyPage = User[] | CursorPage<User>

/** Items of one page, whichever source shape it has. */
export const itemsOf = (page: AnyPage | undefined): User[] => (!page ? [] : Array.isArray(page) ? page : page.data)

export interface InfiniteViewProps {
  title: string
  /** What useFetchInfinite returned (index/offset arrays or cursor pages). */
  result: Pick<FetchInfiniteResponse<AnyPage, Error & { status?: number }>,
    'data' | 'error' | 'isLoading' | 'isValidating' | 'size' | 'setSize'>
  log: Log
  /** Page length, to tell when the end is reached (a page shorter than this). */
  pageSize: number
  /** Retry after an error; the button is shown only when given. */
  onRetry?: () => void
  /** Extra controls above the list (search box, refresh buttons ...). */
  controls?: ReactNode
  /** Shown under the pages (e.g. each cursor page's nextCursor). */
  footer?: ReactNode
}

export function InfiniteView({ title, result, log, pageSize, onRetry, controls, footer }: InfiniteViewProps) {
  const { data, error, isLoading, isValidating, size, setSize } = result
  const titleId = useId()
  const loaded = data?.length ?? 0
  const users = data ? data.reduce((n, p) => n + itemsOf(p).length, 0) : 0
  // The SWR docs' "Load More" flags: a requested page that has no data yet is loading.
  const isLoadingMore = !error && (isLoading || (size > 0 && !!data && data[size - 1] === undefined))
  const last = data?.[data.length - 1]
  const isReachingEnd = !!data && (itemsOf(data[0]).length === 0 || itemsOf(last).length < pageSize || loaded < size && !isValidating && !error)

  const status = isLoading ? 'Loading users…'
    : isLoadingMore ? `Loading page ${size}…`
    : isValidating ? 'Refreshing…'
    : error ? 'Stopped on an error'
    : `Loaded ${loaded} ${loaded === 1 ? 'page' : 'pages'} (${users} users)`

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-labelledby={titleId} style={panel}>
        <h2 id={titleId} style={{ margin: 0, fontSize: 18 }}>{title}</h2>
        {controls && <div style={row}>{controls}</div>}
        <div style={row}>
          <p style={{ margin: 0 }}>
            size: <strong data-testid="size">{size}</strong> · pages loaded: <strong data-testid="loaded">{loaded}</strong>
          </p>
          <p role="status" style={{ margin: 0 }}>{status}</p>
        </div>
        {error && (
          <div role="alert" style={{ ...row, color: DANGER, border: `1px solid ${DANGER}`, padding: 8, borderRadius: 4 }}>
            <span>
              Loading stopped: {error.message}{error.status ? ` (HTTP ${error.status})` : ''}
            </span>
            {onRetry && <button type="button" style={button} onClick={onRetry}>Retry</button>}
          </div>
        )}
        <PageList pages={data} />
        {footer}
        <div style={row}>
          <button type="button" style={{ ...button, opacity: isLoadingMore || isReachingEnd ? 0.6 : 1 }}
            disabled={isLoadingMore || isReachingEnd}
            onClick={() => void setSize(size + 1)}>
            Load more
          </button>
          {isReachingEnd && <span>No more users</span>}
        </div>
      </section>
      <RequestLog log={log} />
    </div>
  )
}
