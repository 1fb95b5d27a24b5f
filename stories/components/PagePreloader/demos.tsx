// Story demos of <PagePreloader>: a page of users with Previous/Next buttons, and an infinite
// (cursor) list with a Load more button.
import { useMemo, useRef, useState } from 'react'
import { useFetchInfinite } from '../../../src'
import { PagePreloader, isSaveDataEnabled } from '../../../src/components/PagePreloader'
import type { PreloadMode, PreloadStrategy, PreloadTarget } from '../../../src/components/PagePreloader'
import { cursorKey, fetchJson, type CursorPage, type User } from '../../../mocks'
import { PageList } from '../../support'
import { UsersPage, usersPageKey } from './UsersPage'

export interface PreloaderDemoProps {
  pageCount?: number
  limit?: number
  strategy?: PreloadStrategy
  mode?: PreloadMode
  ahead?: number
  hoverDelay?: number
  idleTimeout?: number
  respectSaveData?: boolean
}

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const
const note = { margin: 0, fontSize: 14 } as const

function usePreloadedList() {
  const [preloaded, setPreloaded] = useState<number[]>([])
  const onPreload = (target: PreloadTarget) => setPreloaded((list) => [...list, target.page])
  const text = preloaded.length ? preloaded.map((p) => `page ${p + 1}`).join(', ') : 'nothing yet'
  return { onPreload, text }
}

/**
 * One page at a time with Previous/Next. The preloader targets the pages after the current one:
 * `hover` watches the Next button, `viewport` a line below a tall spacer.
 */
export function PreloaderDemo({
  pageCount = 5, limit = 10, strategy = 'idle', mode = 'render', ahead = 1, hoverDelay, idleTimeout, respectSaveData,
}: PreloaderDemoProps) {
  const [page, setPage] = useState(0)
  const nextRef = useRef<HTMLButtonElement>(null)
  const sentinelRef = useRef<HTMLParagraphElement>(null)
  const preloaded = usePreloadedList()
  const last = page >= pageCount - 1
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <UsersPage page={page} limit={limit} keepPreviousData />
      <div style={row}>
        <button type="button" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>Previous page</button>
        <button type="button" ref={nextRef} disabled={last} onClick={() => setPage((p) => Math.min(pageCount - 1, p + 1))}>Next page</button>
      </div>
      <p style={note}>
        Strategy <code>{strategy}</code>, mode <code>{mode}</code>, {ahead} page(s) ahead. Preloaded: {preloaded.text}.
        {respectSaveData !== false && isSaveDataEnabled() ? ' Data Saver is on: nothing is preloaded.' : ''}
      </p>
      {strategy === 'viewport' && (
        <>
          <div style={{ height: 1600, borderLeft: '2px dashed #999', paddingLeft: 8 }}>
            <p style={note}>Scroll down: the next page is preloaded when the line below comes near the viewport.</p>
          </div>
          <p ref={sentinelRef} style={note}>End of page {page + 1}. Page {page + 2} is preloaded once this line is in view.</p>
        </>
      )}
      <PagePreloader
        page={page}
        pageCount={pageCount}
        getKey={(p) => usersPageKey(p, limit)}
        fetcher={fetchJson}
        strategy={strategy}
        mode={mode}
        ahead={ahead}
        hoverDelay={hoverDelay}
        idleTimeout={idleTimeout}
        respectSaveData={respectSaveData}
        target={strategy === 'viewport' ? sentinelRef : nextRef}
        onPreload={preloaded.onPreload}
      >
        {mode === 'render' ? (p) => <UsersPage page={p} limit={limit} /> : undefined}
      </PagePreloader>
    </div>
  )
}

export interface InfinitePreloadDemoProps {
  limit?: number
  ahead?: number
  strategy?: PreloadStrategy
}

/**
 * A cursor-based list with `useFetchInfinite` and a Load more button. The preloader gets the
 * list's response: once the last page lands it preloads the next one (its key needs the last
 * page's `nextCursor`), so Load more shows it with no request.
 */
export function InfinitePreloadDemo({ limit = 10, ahead = 1, strategy = 'eager' }: InfinitePreloadDemoProps) {
  const getKey = useMemo(() => cursorKey<User>(limit), [limit])
  const list = useFetchInfinite(getKey, fetchJson<CursorPage<User>>, { revalidateFirstPage: false })
  const { data, size, setSize } = list
  const lastPage = data?.[data.length - 1]
  const end = !!lastPage && !lastPage.nextCursor
  const loadingMore = !!data && data.length < size
  const preloaded = usePreloadedList()
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {data ? <PageList pages={data} /> : <p role="status" style={note}>Loading…</p>}
      <button type="button" disabled={!data || end || loadingMore} onClick={() => void setSize(size + 1)}>
        {end ? 'No more users' : loadingMore ? 'Loading…' : 'Load more'}
      </button>
      <p style={note}>Preloaded: {preloaded.text}.</p>
      <PagePreloader infinite={list} getKey={getKey} fetcher={fetchJson<CursorPage<User>>} mode="cache" strategy={strategy} ahead={ahead} onPreload={preloaded.onPreload} />
    </div>
  )
}
