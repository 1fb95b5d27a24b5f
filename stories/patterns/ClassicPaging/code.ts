// "Show code" of the classic paging stories: useFetch with a page-index key, Pager, PagePreloader.
import { USERS_PAGE } from '../../components/PagePreloader/code'

export const classicPagingCode = `
import { useState } from 'react'
import { Pager, useFetch } from 'pagekit'
${USERS_PAGE}

export function Users() {
  const [page, setPage] = useState(0) // zero-based; the labels are one-based
  return (
    <>
      <UsersPage page={page} />
      <Pager page={page} pageCount={PAGE_COUNT} onPageChange={setPage} />
    </>
  )
}
`

/** With the preloader: the next page renders hidden (`mode="render"`) or is preloaded into the cache. */
export const preloadedPagingCode = (mode: 'render' | 'cache') => `
import { useState } from 'react'
import { PagePreloader, Pager, useFetch } from 'pagekit'
${USERS_PAGE}

export function Users() {
  const [page, setPage] = useState(0)
  return (
    <>
      <UsersPage page={page} />
      <Pager page={page} pageCount={PAGE_COUNT} onPageChange={setPage} />
      ${mode === 'render'
    ? `{/* Renders page + 1 hidden and inert when the browser is idle: "Next" then needs no request. */}
      <PagePreloader page={page} pageCount={PAGE_COUNT} getKey={pageKey}>
        {(p) => <UsersPage page={p} />}
      </PagePreloader>`
    : `{/* preload(key, fetcher) for page + 1 when the browser is idle; its useFetch takes the promise. */}
      <PagePreloader page={page} pageCount={PAGE_COUNT} getKey={pageKey} fetcher={fetcher} mode="cache" />`}
    </>
  )
}
`

export const hoverPreloadCode = `
import { useState } from 'react'
import { Pager, PreloadContainer, preloadingPagerItem, useFetch, usePagePreloader } from 'pagekit'
${USERS_PAGE}

export function Users() {
  const [page, setPage] = useState(0)
  // Nothing up front: resting on (or focusing) a page link for 100 ms preloads that page.
  const preloader = usePagePreloader({ page, pageCount: PAGE_COUNT, getKey: pageKey, strategy: 'hover', mode: 'render' })
  return (
    <>
      <UsersPage page={page} />
      <Pager page={page} pageCount={PAGE_COUNT} onPageChange={setPage} renderItem={preloadingPagerItem(preloader)} />
      <PreloadContainer>
        {preloader.rendered.map((target) => <UsersPage key={target.id} page={target.page} />)}
      </PreloadContainer>
    </>
  )
}
`
