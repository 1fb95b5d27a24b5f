// Story demos of classic paging: useFetch with a page-index key + <Pager> + keepPreviousData,
// optionally with the page preloader.
import { useState } from 'react'
import { Pager, PreloadContainer, preloadingPagerItem, usePagePreloader } from '../../../src'
import type { PreloadMode, PreloadStrategy } from '../../../src'
import { UsersPage, usersPageKey } from '../../components/PagePreloader/UsersPage'
import { UsersPagePreloader } from '../../components/PagePreloader/UsersPagePreloader'

/** The demo's settings (the components' own props are on the Pager and PagePreloader pages). */
export interface ClassicPagingProps {
  /** How many pages the demo's `<Pager>` offers (the mock server holds 45 users, 10 a page). */
  pageCount: number
  /** Users a page: the `limit` in each page's key. */
  limit?: number
  /** The pager's landmark name (`aria-label`); each demo of a docs page has its own. */
  pagerLabel?: string
}

const layout = { display: 'grid', gap: 12, justifyItems: 'start' } as const

/** (a) Classic paging: one page at a time; the previous page stays while the next loads. */
export function ClassicPaging({ pageCount, limit = 10, pagerLabel }: ClassicPagingProps) {
  const [page, setPage] = useState(0)
  return (
    <div style={layout}>
      <UsersPage page={page} limit={limit} keepPreviousData />
      <Pager aria-label={pagerLabel} page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  )
}

export interface PreloadedPagingProps extends ClassicPagingProps {
  strategy?: PreloadStrategy
  mode?: PreloadMode
  ahead?: number
  idleTimeout?: number
}

/**
 * (b) The same with `<PagePreloader>`: the next page renders hidden (mode "render") or is preloaded into the cache (mode "cache"), so "Next" shows it with no request.
 */
export function PreloadedPaging({ pageCount, limit = 10, pagerLabel, strategy = 'idle', mode = 'render', ahead = 1, idleTimeout }: PreloadedPagingProps) {
  const [page, setPage] = useState(0)
  return (
    <div style={layout}>
      <UsersPage page={page} limit={limit} keepPreviousData />
      <Pager aria-label={pagerLabel} page={page} pageCount={pageCount} onPageChange={setPage} />
      <UsersPagePreloader page={page} pageCount={pageCount} limit={limit} strategy={strategy} mode={mode} ahead={ahead} idleTimeout={idleTimeout} />
    </div>
  )
}

/**
 * (c) Hover preloading on the pager: nothing is preloaded up front (`strategy: 'hover'`);
 * resting the pointer on (or focusing) a page link for `hoverDelay` ms preloads that page.
 */
export function HoverPreloadedPaging({ pageCount, limit = 10, pagerLabel, hoverDelay = 100 }: ClassicPagingProps & { hoverDelay?: number }) {
  const [page, setPage] = useState(0)
  const preloader = usePagePreloader({
    page, pageCount, getKey: (p) => usersPageKey(p, limit), strategy: 'hover', mode: 'render', hoverDelay,
  })
  return (
    <div style={layout}>
      <UsersPage page={page} limit={limit} keepPreviousData />
      <Pager aria-label={pagerLabel} page={page} pageCount={pageCount} onPageChange={setPage} renderItem={preloadingPagerItem(preloader)} />
      <PreloadContainer>
        {preloader.rendered.map((target) => <UsersPage key={target.id} page={target.page} limit={limit} />)}
      </PreloadContainer>
    </div>
  )
}
