// Unstyled infinite list: semantic feed markup from useInfiniteList (part of `pagekit/headless`).
import {
  useLayoutEffect, useMemo, useRef, useState,
  type CSSProperties, type FocusEvent, type HTMLAttributes, type Key as ReactKey, type ReactNode,
} from 'react'
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual'
import type { Arguments } from '../../core/types'
import { LoadMoreButtonBase } from '../LoadMoreButton/LoadMoreButtonBase'
import { InfiniteListContext } from './context'
import { useInfiniteList } from './useInfiniteList'
import type {
  DefaultItem, InfiniteListContextValue, ItemKeyFn, Slot, UseInfiniteListOptions, UseInfiniteListResult,
} from './types'

/** Windowed rendering options (`virtualize={true}` uses the defaults). */
export interface InfiniteListVirtualizeOptions {
  /** Estimated item height in px (default 56); real heights are measured. */
  estimateSize?: number
  /** Items rendered beyond the visible ones on each side (default 8). */
  overscan?: number
}

export interface InfiniteListBaseProps<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>
  extends UseInfiniteListOptions<Page, Item, Err, K> {
  /** Content of one article. Default: the item's `name`, or the item as text. */
  renderItem?: (item: Item, index: number) => ReactNode
  /** Same as `renderItem`, as a render-function child. */
  children?: (item: Item, index: number) => ReactNode
  /** React key of an item (default: its `id`, else its index). */
  itemKey?: ItemKeyFn<Item>
  /** Extra attributes of an article (e.g. `aria-labelledby` pointing at the item's title). */
  itemProps?: (item: Item, index: number) => HTMLAttributes<HTMLElement> & Record<string, unknown>
  /**
   * Makes the list its own scroll container of this height (CSS length or px). Its scroll area
   * is then the IntersectionObserver root and the windowing scroll element.
   */
  height?: number | string
  /**
   * Windowed rendering: only the visible articles plus `overscan` are in the DOM. Scrolls the
   * list's own container (`height`), else `root`, else the window.
   */
  virtualize?: boolean | InfiniteListVirtualizeOptions
  /** First page in flight (default: "Loading…"). `null` renders nothing. */
  renderLoading?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /** A further page in flight (default: "Loading more…"). */
  renderLoadingMore?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /** No items (default: "No items"). */
  renderEmpty?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /** Below the last item at the end (default: "You have reached the end"). */
  renderEnd?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /**
   * A page failed: `list.error` has `{ error, pageIndex }`, `list.retry()` refetches that page.
   * Default: the message plus a Retry button (in manual mode the Load more button retries).
   */
  renderError?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /** The Load more button of manual/hybrid mode (default: `<LoadMoreButtonBase />`, bound by context). */
  renderLoadMore?: Slot<UseInfiniteListResult<Page, Item, Err>>
  className?: string
  style?: CSSProperties
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function defaultItemKey(item: unknown, index: number): ReactKey {
  if (isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number')) return item.id
  return index
}

function defaultRenderItem(item: unknown): ReactNode {
  if (isRecord(item)) return String(item.name ?? item.title ?? item.label ?? item.id ?? '')
  return String(item)
}

function renderSlot<C>(slot: Slot<C> | undefined, ctx: C, fallback: () => ReactNode): ReactNode {
  if (slot === undefined) return fallback()
  return typeof slot === 'function' ? (slot as (c: C) => ReactNode)(ctx) : slot
}

const cssSize = (v: number | string) => (typeof v === 'number' ? `${v}px` : v)

type AnyList = UseInfiniteListResult<unknown, unknown, unknown>

interface ArticleRenderer {
  (index: number, extra?: HTMLAttributes<HTMLElement> & Record<string, unknown>): ReactNode
}

/**
 * The headless `<InfiniteList>`: a WAI-ARIA feed (`role="feed"`, `aria-busy`, articles with
 * `aria-posinset`/`aria-setsize`, Page Up/Down and Ctrl+Home/End), an IntersectionObserver
 * sentinel or a Load more button, loading/empty/end/error slots and a polite live region outside
 * the feed. No styles beyond what scrolling and windowing need.
 */
export function InfiniteListBase<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  props: InfiniteListBaseProps<Page, Item, Err, K>,
) {
  const {
    renderItem, children, itemKey = defaultItemKey as ItemKeyFn<Item>, itemProps, height, virtualize,
    renderLoading, renderLoadingMore, renderEmpty, renderEnd, renderError, renderLoadMore,
    className, style, ...hookOptions
  } = props

  const [scrollEl, setScrollEl] = useState<HTMLElement | null>(null)
  const ownScroll = height !== undefined
  const root = hookOptions.root ?? (ownScroll ? scrollEl : null)
  const virtualApi = useRef<{ scrollToIndex: (index: number) => void } | null>(null)

  const list = useInfiniteList<Page, Item, Err, K>({
    ...hookOptions,
    root,
    scrollToIndex: virtualize ? (index) => virtualApi.current?.scrollToIndex(index) : hookOptions.scrollToIndex,
  })
  const { status, items, messages } = list
  const render = renderItem ?? children ?? (defaultRenderItem as (item: Item, index: number) => ReactNode)

  const busy = status === 'loading' || status === 'loadingMore'
  const hasFeed = items.length > 0 || busy

  const ctx: InfiniteListContextValue = useMemo(() => ({
    status, loadMore: list.loadMore, retry: list.retry, hasMore: list.hasMore,
    feedId: hasFeed ? list.feedId : undefined, messages,
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [status, list.loadMore, list.retry, list.hasMore, hasFeed, list.feedId, messages])

  // Focused article: kept rendered while windowing, so scrolling never drops focus.
  const focusedIndex = useRef<number | null>(null)
  const onFeedFocus = (e: FocusEvent<HTMLElement>) => {
    const article = (e.target as Element).closest?.('[aria-posinset]')
    focusedIndex.current = article ? Number(article.getAttribute('aria-posinset')) - 1 : null
  }
  const onFeedBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focusedIndex.current = null
  }

  const article: ArticleRenderer = (index, extra) => {
    const item = items[index]
    return (
      <article key={itemKey(item, index)} {...list.getItemProps(index, { ...itemProps?.(item, index), ...extra })}>
        {render(item, index)}
      </article>
    )
  }

  const feedProps = { onFocus: onFeedFocus, onBlur: onFeedBlur }
  let feed: ReactNode
  if (virtualize) {
    const opts = typeof virtualize === 'object' ? virtualize : {}
    const scrollElement = (hookOptions.root as HTMLElement | null | undefined) ?? (ownScroll ? scrollEl : null)
    const common = {
      list: list as unknown as AnyList, count: items.length, article, focusedIndex, virtualApi, feedProps,
      estimateSize: opts.estimateSize ?? 56, overscan: opts.overscan ?? 8,
      getItemKey: (i: number) => itemKey(items[i], i),
    }
    const wantsElement = ownScroll || !!hookOptions.root
    feed = wantsElement
      ? (scrollElement ? <ElementVirtualFeed {...common} scrollElement={scrollElement} /> : null)
      : <WindowVirtualFeed {...common} />
  } else {
    feed = (
      <div {...feedAttrs(list as unknown as AnyList, feedProps)}>
        {items.map((_, i) => article(i))}
      </div>
    )
  }

  // The footer keeps a fixed shape ([state area, button]) so a focused button is never remounted.
  const loadMoreButton = () => renderSlot(renderLoadMore, list, () => <LoadMoreButtonBase />)
  const button = list.showLoadMoreButton ? loadMoreButton() : null
  // Auto mode has no Load more button: the default error area carries its own Retry button,
  // which stays (as "Loading…") while the retry is in flight, so focus is not dropped.
  const autoRetry = !list.showLoadMoreButton && renderError === undefined
  let area: ReactNode = null
  if (status === 'loading') {
    area = <div key="loading" data-pagekit-loading="">{renderSlot(renderLoading, list, () => messages.loading)}</div>
  } else if (status === 'error' || (status === 'loadingMore' && autoRetry && list.isRetrying)) {
    area = (
      <div key="error" data-pagekit-error="">
        {renderError !== undefined
          ? renderSlot(renderError, list, () => null)
          : [
            status === 'error' ? <p key="message">{messages.error(list.error?.pageIndex ?? 0)}</p> : null,
            autoRetry ? <span key="retry">{loadMoreButton()}</span> : null,
          ]}
      </div>
    )
  } else if (status === 'loadingMore') {
    area = <div key="loading-more" data-pagekit-loading-more="">{renderSlot(renderLoadingMore, list, () => messages.loadingMore)}</div>
  } else if (status === 'empty') {
    area = <div key="empty" data-pagekit-empty="">{renderSlot(renderEmpty, list, () => messages.empty)}</div>
  } else if (status === 'end') {
    area = <div key="end" data-pagekit-end="">{renderSlot(renderEnd, list, () => messages.end)}</div>
  }
  const showButton = status !== 'loading' && status !== 'empty'

  const rootStyle: CSSProperties | undefined = ownScroll
    ? { position: 'relative', height: cssSize(height), overflowY: 'auto', ...style }
    : style

  return (
    <div {...list.getRootProps({ className, style: rootStyle, ref: ownScroll ? setScrollEl : undefined, 'data-pagekit-infinite-list': '' })}>
      <InfiniteListContext.Provider value={ctx}>
        {feed}
        {list.isAutoLoading && list.hasMore ? (
          <div {...list.getSentinelProps({ style: { height: 1, marginTop: -1, pointerEvents: 'none' } })} />
        ) : null}
        <div data-pagekit-footer="">
          {area}
          {showButton ? button : null}
        </div>
        <div {...list.getStatusProps()} />
      </InfiniteListContext.Provider>
    </div>
  )
}

/** The feed's attributes (the hook leaves out `role="feed"` while it has no articles and is idle). */
function feedAttrs(list: AnyList, extra: Record<string, unknown>, style?: CSSProperties) {
  return list.getListProps({ ...extra, style, 'data-pagekit-feed': '' }) as Record<string, unknown>
}

interface VirtualFeedProps {
  list: AnyList
  count: number
  article: ArticleRenderer
  focusedIndex: { current: number | null }
  virtualApi: { current: { scrollToIndex: (index: number) => void } | null }
  feedProps: Record<string, unknown>
  estimateSize: number
  overscan: number
  getItemKey: (index: number) => ReactKey
}

function useRangeExtractor(focusedIndex: { current: number | null }) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const f = focusedIndex.current
    if (f !== null && f < range.count && !indexes.includes(f)) {
      indexes.push(f)
      indexes.sort((a, b) => a - b)
    }
    return indexes
  }
}

/** Offset of the feed inside its scroll area (what the virtualizer calls scrollMargin). */
function useScrollMargin(feedRef: { current: HTMLElement | null }, scrollElement: HTMLElement | null) {
  const [margin, setMargin] = useState(0)
  useLayoutEffect(() => {
    const feed = feedRef.current
    if (!feed) return
    const top = feed.getBoundingClientRect().top
    const next = scrollElement
      ? top - scrollElement.getBoundingClientRect().top + scrollElement.scrollTop
      : top + window.scrollY
    if (Math.abs(next - margin) > 0.5) setMargin(next)
  })
  return margin
}

function VirtualFeedView({ v, margin, feedRef, props }: {
  v: Virtualizer<Element, Element>
  margin: number
  feedRef: { current: HTMLElement | null }
  props: VirtualFeedProps
}) {
  const { list, article, virtualApi, feedProps } = props
  virtualApi.current = { scrollToIndex: (index) => v.scrollToIndex(index, { align: 'auto' }) }
  // getTotalSize() and start - scrollMargin are both relative to the feed's own top.
  const attrs = feedAttrs(list, { ...feedProps, ref: feedRef }, { position: 'relative', height: v.getTotalSize() })
  return (
    <div {...attrs}>
      {v.getVirtualItems().map((vi) => article(vi.index, {
        ref: v.measureElement,
        style: { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${vi.start - margin}px)` },
      }))}
    </div>
  )
}

function ElementVirtualFeed(props: VirtualFeedProps & { scrollElement: HTMLElement }) {
  const feedRef = useRef<HTMLElement | null>(null)
  const margin = useScrollMargin(feedRef, props.scrollElement)
  const rangeExtractor = useRangeExtractor(props.focusedIndex)
  const v = useVirtualizer<HTMLElement, Element>({
    count: props.count,
    getScrollElement: () => props.scrollElement,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
    getItemKey: props.getItemKey,
    rangeExtractor,
    scrollMargin: margin,
  })
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}

function WindowVirtualFeed(props: VirtualFeedProps) {
  const feedRef = useRef<HTMLElement | null>(null)
  const margin = useScrollMargin(feedRef, null)
  const rangeExtractor = useRangeExtractor(props.focusedIndex)
  const v = useWindowVirtualizer({
    count: props.count,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
    getItemKey: props.getItemKey,
    rangeExtractor,
    scrollMargin: margin,
  })
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}
