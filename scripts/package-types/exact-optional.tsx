// An app compiled with `exactOptionalPropertyTypes: true` (scripts/check-package.mjs compiles it
// so, without skipLibCheck): hook results spread into the components and headless hooks that
// take them, and options whose values may be undefined (built conditionally, read from
// props or from another hook's result), texts of `labels` / `messages` that may be undefined,
// and an app's props passed to the prop getters as they come. Under that flag an optional
// `x?: T` refuses an explicit `undefined`: each of these lines needs `x?: T | undefined` in
// pagekit's types (and a getter's result must not intersect the app's `undefined` with its own
// handler, which makes it `never`). A wrapper of the app's types its texts and handlers with the
// helper types imported by name (`Overrides`, `PreloadTargetAppProps`).
import { useState } from 'react'
import {
  InfiniteList, LoadMoreButton, Pager, PagePreloader, useFetch, type FetchInfiniteConfiguration, type Overrides, type PagerLabels, type PreloadTargetAppProps,
} from 'pagekit'
import {
  InfiniteListBase, LoadMoreButtonBase, PagerBase, isPagerEllipsis, useInfiniteData, useInfiniteList, useLoadMoreButton, usePagePreloader, usePager,
  type InfiniteListMessages, type Overrides as HeadlessOverrides, type PreloadTargetAppProps as HeadlessPreloadTargetAppProps,
} from 'pagekit/headless'
import useFetchInfinite from 'pagekit/infinite'

interface User { id: number; name: string }
interface UsersPage { data: User[]; total?: number | undefined; nextCursor: string | null }
declare function getPage(url: string): Promise<UsersPage>
const getKey = (index: number, previous: UsersPage | null) => (previous && !previous.nextCursor ? null : `/users?page=${index}`)

interface ListProps {
  // An app's own optional props, passed on as they come (undefined when the parent leaves them out).
  maxPages?: number | undefined
  pageSize?: number | undefined
  label?: string | undefined
  root?: Element | null | undefined
  refresh?: boolean | undefined
}

export function ButtonList({ maxPages, refresh }: ListProps) {
  // Options built conditionally: a field is undefined when the app has nothing to say.
  const options: FetchInfiniteConfiguration<UsersPage> | undefined = refresh ? { revalidateAll: true, maxPages } : undefined
  const list = useFetchInfinite(getKey, getPage, options)
  const button = useLoadMoreButton({ ...list })
  return (
    <>
      <LoadMoreButton {...list} />
      <LoadMoreButtonBase {...list} />
      <LoadMoreButton {...list} isEnd={list.hasMore ? undefined : true} onRetry={undefined} labels={undefined} />
      <button {...button.getButtonProps({ className: undefined })}>{button.label}</button>
      <PagePreloader infinite={list} getKey={getKey} fetcher={getPage} ahead={maxPages} />
      <PagePreloader infinite={{ data: list.data, size: list.size }} getKey={getKey} fetcher={getPage} strategy={refresh ? 'eager' : undefined} />
    </>
  )
}

export function Feed({ maxPages, pageSize, label, root, refresh }: ListProps) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const options = { revalidateFirstPage: refresh, initialSize: pageSize, maxPages, parallel: refresh }
  const data = useInfiniteData({ getKey, fetcher: getPage, options: refresh ? options : undefined, maxPages })
  const list = useInfiniteList({
    getKey, fetcher: getPage, options, maxPages, root: root ?? scroller, 'aria-label': label, id: undefined, rootMargin: undefined,
    loadMode: refresh ? 'manual' : undefined, autoPages: pageSize, messages: label ? { feedLabel: label } : undefined,
  })
  return (
    <div ref={setScroller}>
      <LoadMoreButton {...data} />
      <LoadMoreButton list={data} />
      <LoadMoreButton list={list} />
      <LoadMoreButtonBase {...list} />
      <InfiniteList getKey={getKey} fetcher={getPage} options={options} maxPages={maxPages} aria-label={label} root={root} height={undefined} virtualize={refresh ? { estimateSize: undefined, overscan: pageSize } : undefined} renderItem={(user: User) => user.name} />
      <InfiniteListBase getKey={getKey} fetcher={getPage} loadMode={undefined} className={undefined} renderItem={(user: User) => user.name} />
    </div>
  )
}

export function Paged({ pageSize, label }: ListProps) {
  const [page, setPage] = useState(0)
  const { data } = useFetch(`/users?page=${page}`, getPage, { keepPreviousData: true })
  // SWR-style: options or none, decided at the call.
  useFetch('/me', getPage, label ? { refreshInterval: 1000 } : undefined)
  useFetchInfinite(getKey, getPage, pageSize ? { initialSize: pageSize } : undefined)
  // The total is unknown until the first page answers.
  const pageCount = data?.total === undefined ? undefined : Math.ceil(data.total / (pageSize ?? 10))
  const pager = usePager({ page, pageCount, hasNext: data ? data.nextCursor !== null : undefined, onPageChange: setPage, 'aria-label': label })
  const preloader = usePagePreloader({ page, pageCount, hasNext: undefined, getKey, fetcher: getPage, ahead: pageSize, strategy: undefined })
  return (
    <>
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} aria-label={label} siblingCount={pageSize} hrefBuilder={undefined} />
      <PagerBase page={page} pageCount={pageCount} labels={undefined} className={undefined} />
      <ul>{pager.items.map((item) => <li key={item.key}>{item.text}</li>)}</ul>
      <PagePreloader page={page} pageCount={pageCount} getKey={getKey} fetcher={getPage} enabled={preloader.triggered ? undefined : true} mode={undefined} />
    </>
  )
}

// Texts an app may not have (a missing translation): a member given as undefined keeps its
// default, so `labels` and `messages` take undefined members.
export function Translated({ label }: ListProps) {
  const t = (key: string): string | undefined => (label ? `${label}.${key}` : undefined)
  const pager = usePager({ pageCount: 3, labels: { next: t('next'), page: undefined } })
  const list = useInfiniteList({ getKey, fetcher: getPage, messages: { feedLabel: t('feed'), loaded: undefined } })
  const button = useLoadMoreButton({ list: { ...list, messages: { ...list.messages, loadMore: t('more') } }, labels: { retry: t('retry') } })
  return (
    <>
      <Pager pageCount={3} labels={{ next: t('next'), ellipsis: undefined }} />
      <PagerBase pageCount={3} labels={{ nav: undefined }} />
      <LoadMoreButton list={list} labels={{ loadMore: t('more'), end: undefined }} />
      <LoadMoreButtonBase list={list} labels={{ loading: undefined }} />
      <InfiniteList getKey={getKey} fetcher={getPage} messages={{ end: t('end'), error: undefined }} renderItem={(user: User) => user.name} />
      <InfiniteListBase getKey={getKey} fetcher={getPage} messages={{ feedLabel: undefined }} renderItem={(user: User) => user.name} />
      <nav {...pager.getNavProps()} />
      <button {...button.getButtonProps()}>{button.label}</button>
    </>
  )
}

// An app's handlers passed on to the prop getters as they come (undefined when its parent
// gives none): the getter's own handler stays, and the result spreads on the element.
interface TargetProps {
  onClick?: (() => void) | undefined
  onFocus?: (() => void) | undefined
  className?: string | undefined
}

export function Handlers({ onClick, onFocus, className }: TargetProps) {
  const pager = usePager({ pageCount: 3 })
  const list = useInfiniteList({ getKey, fetcher: getPage })
  const button = useLoadMoreButton({ list })
  const preloader = usePagePreloader({ page: 0, getKey, fetcher: getPage, strategy: 'hover' })
  const item = pager.items.find((entry) => !isPagerEllipsis(entry))
  return (
    <div {...list.getRootProps({ onFocus, style: undefined, className })}>
      <a href="/users?page=2" {...preloader.getTargetProps(1, { onFocus, onPointerEnter: undefined })}>Next</a>
      <button type="button" {...preloader.getTargetProps(undefined, { onBlur: undefined })}>More</button>
      <button {...button.getButtonProps({ onClick, onFocus, onBlur: undefined, children: undefined, className })} />
      <nav {...pager.getNavProps({ onClick, className, ref: undefined })} />
      <ul {...pager.getListProps({ onKeyDown: undefined, className })} />
      {item && !isPagerEllipsis(item) ? <a {...pager.getItemProps(item, { onClick, onKeyDown: undefined, href: undefined, ref: undefined })}>{item.text}</a> : null}
      <div {...list.getListProps({ onKeyDown: undefined, ref: undefined, className })}>
        {list.items.map((user, index) => <article key={user.id} {...list.getItemProps(index, { onClick, role: undefined, tabIndex: undefined })}>{user.name}</article>)}
      </div>
      <div {...list.getSentinelProps({ ref: undefined, className })} />
      <div {...list.getTopSentinelProps({ ref: undefined })} />
      <div {...list.getStatusProps({ style: undefined, children: undefined, className })} />
    </div>
  )
}

// A wrapper of the app's own passes its texts and handlers on, typed by the helper types' names.
interface WrapperProps {
  labels?: Overrides<PagerLabels> | undefined
  messages?: HeadlessOverrides<InfiniteListMessages> | undefined
  targetProps?: PreloadTargetAppProps | undefined
  linkProps?: HeadlessPreloadTargetAppProps | undefined
}

export function Wrapped({ labels, messages, targetProps, linkProps }: WrapperProps) {
  const preloader = usePagePreloader({ page: 0, getKey, fetcher: getPage, strategy: 'hover' })
  return (
    <>
      <Pager pageCount={3} labels={labels} />
      <InfiniteList getKey={getKey} fetcher={getPage} messages={messages} renderItem={(user: User) => user.name} />
      <button type="button" {...preloader.getTargetProps(1, targetProps)}>Next</button>
      <a href="/users?page=3" {...preloader.getTargetProps(2, linkProps)}>Page 3</a>
    </>
  )
}
