// Story demos of <PagePreloader>: a page of users with Previous/Next buttons, and an infinite
// (cursor) list with a Load more button, both against the story's own mock server.
import { useMemo, useRef, useState } from 'react'
import { isSaveDataEnabled, PagePreloader, useFetchInfinite } from '../../../src'
import type { PreloadMode, PreloadStrategy, PreloadTarget } from '../../../src'
import { cursorKey, type CursorPage, type User } from '../../../mocks'
import { Button, Controls, Note, PageList, useMockApi } from '../../support'
import { UsersPage } from './UsersPage'
import { UsersPagePreloader } from './UsersPagePreloader'

export interface PreloaderDemoProps {
  pageCount?: number | undefined
  limit?: number | undefined
  strategy?: PreloadStrategy | undefined
  mode?: PreloadMode | undefined
  ahead?: number | undefined
  hoverDelay?: number | undefined
  idleTimeout?: number | undefined
  rootMargin?: string | undefined
  respectSaveData?: boolean | undefined
  enabled?: boolean | undefined
}

function usePreloadedList() {
  const [preloaded, setPreloaded] = useState<number[]>([])
  const onPreload = (target: PreloadTarget) => setPreloaded((list) => [...list, target.page])
  const text = preloaded.length ? preloaded.map((p) => `page ${p + 1}`).join(', ') : 'nothing yet'
  return { onPreload, text }
}

/**
 * One page at a time with Previous/Next. The preloader targets the pages after the current one:
 * `hover` watches the Next button, `viewport` a line at the end of a scroll box, which is its `root`.
 */
export function PreloaderDemo({
  pageCount = 5, limit = 10, strategy = 'idle', mode = 'render', ahead = 1, hoverDelay, idleTimeout, rootMargin, respectSaveData, enabled,
}: PreloaderDemoProps) {
  const [page, setPage] = useState(0)
  const nextRef = useRef<HTMLButtonElement>(null)
  const endRef = useRef<HTMLParagraphElement>(null)
  // State, not a ref: the preloader observes again once the box is there.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null)
  const preloaded = usePreloadedList()
  const last = page >= pageCount - 1
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <UsersPage page={page} limit={limit} keepPreviousData />
      <Controls>
        <Button disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>Previous page</Button>
        <Button ref={nextRef} disabled={last} onClick={() => setPage((p) => Math.min(pageCount - 1, p + 1))}>Next page</Button>
      </Controls>
      <Note>
        Strategy <code>{strategy}</code>, mode <code>{mode}</code>, {ahead} page(s) ahead. Preloaded: {preloaded.text}.
        {enabled === false ? ' Turned off (enabled={false}): nothing more is preloaded.' : ''}
        {respectSaveData !== false && isSaveDataEnabled() ? ' Data Saver is on: nothing is preloaded.' : ''}
      </Note>
      {strategy === 'viewport' && (
        // A scroll box, so the docs page stays short: its last line is the preloader's target.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <div ref={setScrollBox} tabIndex={0} aria-label="Scroll box" role="region" style={{ height: 160, overflowY: 'auto', border: '2px dashed currentColor', padding: 8 }}>
          <Note style={{ height: 600 }}>Scroll down: the next page is preloaded when the line at the end comes within the root margin of this box.</Note>
          <Note ref={endRef}>End of page {page + 1}. Page {page + 2} is preloaded once this line is in view.</Note>
        </div>
      )}
      <UsersPagePreloader
        page={page}
        pageCount={pageCount}
        limit={limit}
        strategy={strategy}
        mode={mode}
        ahead={ahead}
        hoverDelay={hoverDelay}
        idleTimeout={idleTimeout}
        rootMargin={rootMargin}
        root={strategy === 'viewport' ? scrollBox : null}
        respectSaveData={respectSaveData}
        enabled={enabled}
        target={strategy === 'viewport' ? endRef : nextRef}
        onPreload={preloaded.onPreload}
      />
    </div>
  )
}

/**
 * A cursor-based list with `useFetchInfinite` and a Load more button. The preloader gets the
 * list's response: once the last page lands it preloads the next one (its key needs the last
 * page's `nextCursor`), so Load more shows it with no request.
 */
export function InfinitePreloadDemo({ limit = 10, ahead = 1, strategy = 'eager' }: { limit?: number; ahead?: number; strategy?: PreloadStrategy }) {
  const api = useMockApi()
  const getKey = useMemo(() => cursorKey<User>(limit), [limit])
  const list = useFetchInfinite(getKey, api.fetchJson<CursorPage<User>>, { revalidateFirstPage: false })
  const { data, size, setSize } = list
  const lastPage = data?.[data.length - 1]
  const end = !!lastPage && !lastPage.nextCursor
  const loadingMore = !!data && data.length < size
  const preloaded = usePreloadedList()
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {data ? <PageList pages={data} /> : <Note role="status">Loading…</Note>}
      <Button disabled={!data || end || loadingMore} onClick={() => void setSize(size + 1)}>
        {end ? 'No more users' : loadingMore ? 'Loading…' : 'Load more'}
      </Button>
      <Note>Preloaded: {preloaded.text}.</Note>
      <PagePreloader infinite={list} getKey={getKey} fetcher={api.fetchJson<CursorPage<User>>} mode="cache" strategy={strategy} ahead={ahead} onPreload={preloaded.onPreload} />
    </div>
  )
}
