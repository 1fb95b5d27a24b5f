// Unstyled infinite list: semantic feed markup from useInfiniteList (part of `pagekit/headless`).
// The parts: VirtualFeed.tsx (windowing), slots.tsx (default slots, footer), feed.ts.
import {
  forwardRef, useMemo, useRef, useState,
  type CSSProperties, type FocusEvent, type ForwardedRef, type HTMLAttributes, type Key as ReactKey, type ReactElement, type ReactNode, type Ref,
} from 'react'
import type { Arguments } from '../../core/types'
import { attributesOf } from '../shared/attributes'
import { mergeRefs } from '../shared/focus'
import { observerRoot } from '../shared/observerOptions'
import { InfiniteListContext } from './context'
import { checkMarkupProps } from './props'
import { splitRootAttributes, type InfiniteListDOMProps } from './rootProps'
import { bottomSentinelInFlow, feedAttrs, topSentinelInFlow, type AnyList, type ArticleRenderer } from './feed'
import { rowProps, type MergedRefs } from './rowProps'
import { defaultItemKey, defaultRenderItem, renderFooter, renderHeader } from './slots'
import { articleIndexIn } from './focusedPage'
import { useInfiniteList } from './useInfiniteList'
import { useWindowRows } from './useWindowRows'
import { ElementVirtualFeed, WindowVirtualFeed } from './VirtualFeed'
import type {
  DefaultItem, InfiniteListContextValue, ItemKeyFn, Slot, UseInfiniteListOptions, UseInfiniteListResult,
} from './types'

/** Windowed rendering options (`virtualize={true}` uses the defaults). */
export interface InfiniteListVirtualizeOptions {
  /** Estimated item height in px (default 56); real heights are measured. */
  estimateSize?: number | undefined
  /** Items rendered beyond the visible ones on each side (default 8). */
  overscan?: number | undefined
}

/**
 * The list's props, and the attributes and handlers of its root `<div>` (`onScroll`, `tabIndex`,
 * `title`, …). A name that is both keeps the list's meaning: `children` is the render function,
 * `id` and `aria-*` go on the feed; `onError` is a fetch option, given in `options`.
 */
export interface InfiniteListBaseProps<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>
  extends UseInfiniteListOptions<Page, Item, Err, K>, InfiniteListDOMProps {
  /** Content of one article. Default: the item's `name` (or `title`, `label`, `id`), or the item as text. */
  renderItem?: ((item: Item, index: number) => ReactNode) | undefined
  /** Same as `renderItem`, as a render-function child. */
  children?: ((item: Item, index: number) => ReactNode) | undefined
  /**
   * Extra attributes of an article (e.g. `aria-labelledby` pointing at the item's title). With
   * `virtualize`, the list places each row itself (`position`, `top`, `left`, `width`,
   * `transform`); the rest of this `style` is kept, and a `ref` given here is called beside the
   * one that measures the row.
   */
  itemProps?: ((item: Item, index: number) => HTMLAttributes<HTMLElement> & Record<string, unknown>) | undefined
  /**
   * Makes the list its own scroll container of this height (a CSS length, or a positive number
   * of px). Its scroll area is then the IntersectionObserver root and the windowing scroll element.
   */
  height?: number | string | undefined
  /**
   * Windowed rendering: only the visible articles plus `overscan` are in the DOM. Scrolls the
   * list's own container (`height`), else `root`, else the window. With `maxPages` the items of
   * the pages before and after the window keep their place (rows that render nothing), so the scroll
   * bar spans what the user scrolled through and dropping or reloading a page moves nothing on screen.
   * Server-rendered with a `height` in px, the HTML holds the rows that fit in it.
   */
  virtualize?: boolean | InfiniteListVirtualizeOptions | undefined
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
  /** The page before the first shown one in flight, above the feed (default: "Loading earlier items…"). */
  renderLoadingPrevious?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /**
   * The Load previous button of manual mode, also the Retry of a failed previous page (default:
   * `<LoadMoreButtonBase list={previousButtonList(list)} />`).
   */
  renderLoadPrevious?: Slot<UseInfiniteListResult<Page, Item, Err>>
  /**
   * Goes on the list's root element, as `style`, `data-*` and every other attribute and handler
   * of a `<div>` do (`id` and `aria-*` go on the feed). Handlers run before the list's own.
   */
  className?: string | undefined
  style?: CSSProperties | undefined
  /** The list's root element, the `<div>` around the feed, its header and footer and the live region (the scroll area with `height`). */
  ref?: Ref<HTMLDivElement> | undefined
}

const cssSize = (v: number | string) => (typeof v === 'number' ? `${v}px` : v)

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * The headless `<InfiniteList>` (with `maxPages`, a window of pages whose earlier ones reload
 * above the visible item when scrolling back up): a WAI-ARIA feed (`role="feed"`, `aria-busy`, articles with
 * `aria-posinset`/`aria-setsize`, Page Up/Down and Ctrl+Home/End), an IntersectionObserver
 * sentinel or a Load more button, loading/empty/end/error slots and a polite live region outside
 * the feed. No styles beyond what scrolling and windowing need. Its root `<div>` takes a div's
 * attributes and handlers (`onScroll`, `tabIndex`, …); `id` and `aria-*` go on the feed.
 */
export const InfiniteListBase = forwardRef(function InfiniteListBase<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  props: Omit<InfiniteListBaseProps<Page, Item, Err, K>, 'ref'>, ref: ForwardedRef<HTMLDivElement>,
) {
  const {
    renderItem, children, itemKey = defaultItemKey as ItemKeyFn<Item>, itemProps, height, virtualize,
    renderLoading, renderLoadingMore, renderEmpty, renderEnd, renderError, renderLoadMore, renderLoadingPrevious, renderLoadPrevious,
    className, style, ...rest
  } = props
  checkMarkupProps(props)
  const { rootAttributes, hookOptions } = splitRootAttributes(rest)
  // Pages come and go at either end (maxPages, a deep link's getPreviousKey).
  const pageWindow = hookOptions.maxPages !== undefined || hookOptions.getPreviousKey !== undefined ||
    hookOptions.options?.maxPages !== undefined || hookOptions.options?.getPreviousKey !== undefined

  const [scrollEl, setScrollEl] = useState<HTMLElement | null>(null)
  const ownScroll = height !== undefined
  // The app's ref beside the scroll area's, never instead of it. The same callback while neither
  // changes: React runs a new one (and the old one with null) at every render of the list.
  const rootRef = useMemo(() => (ownScroll ? mergeRefs<HTMLDivElement>(setScrollEl, ref) : ref), [ownScroll, ref])
  // The app's scroll container, checked before the windowing code below reads it.
  const appRoot = observerRoot('<InfiniteList>', hookOptions.root)
  const root = appRoot ?? (ownScroll ? scrollEl : null)
  const virtualApi = useRef<{ scrollToIndex: (index: number) => void } | null>(null)

  const list = useInfiniteList<Page, Item, Err, K>({
    ...hookOptions,
    itemKey,
    root,
    scrollToIndex: virtualize ? (index) => virtualApi.current?.scrollToIndex(index) : hookOptions.scrollToIndex,
    // The virtualizer positions the articles itself.
    scrollAnchoring: virtualize ? false : hookOptions.scrollAnchoring,
  })
  const { status, items, messages } = list
  const render = renderItem ?? children ?? (defaultRenderItem as (item: Item, index: number) => ReactNode)

  const busy = status === 'loading' || status === 'loadingMore' || list.isLoadingPrevious
  const hasFeed = items.length > 0 || busy

  const ctx: InfiniteListContextValue = useMemo(() => ({
    status, loadMore: list.loadMore, retry: list.retry, hasMore: list.hasMore,
    feedId: hasFeed ? list.feedId : undefined, messages, isLoadingPrevious: list.isLoadingPrevious,
  }), [status, list.loadMore, list.retry, list.hasMore, hasFeed, list.feedId, messages, list.isLoadingPrevious])

  // Focused article, by key (a page window shifts indexes) and where it was last seen: kept
  // rendered while windowing, so scrolling never drops focus.
  const focused = useRef<{ key: ReactKey; index: number } | null>(null)
  const onFeedFocus = (e: FocusEvent<HTMLElement>) => {
    const index = articleIndexIn(e.currentTarget, e.target as Element) ?? -1
    focused.current = index >= 0 && index < items.length ? { key: itemKey(items[index], index), index } : null
  }
  const onFeedBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null
  }

  // Windowed with a page window: the pages before and after the window keep their rows.
  const rows = useWindowRows({
    itemCount: items.length, firstPageIndex: list.firstPageIndex, pageItemCounts: list.pageItemCounts,
    keepDroppedRows: !!virtualize && pageWindow, itemKeyOf: (index) => itemKey(items[index], index),
  })

  const [mergedRefs] = useState<MergedRefs>(() => new WeakMap())
  const article: ArticleRenderer = (index, extra, key) => {
    const item = items[index]
    return (
      <article key={key ?? itemKey(item, index)} {...list.getItemProps(index, rowProps(itemProps?.(item, index), extra, mergedRefs))}>
        {render(item, index)}
      </article>
    )
  }

  // The top sentinel, like the bottom one, only where pages load on scroll.
  const autoTop = list.hasPrevious && !list.showLoadPreviousButton && !list.previousError
  const topSentinel = (sentinelStyle: CSSProperties) => (autoTop ? <div {...list.getTopSentinelProps({ style: sentinelStyle })} /> : null)
  const header = renderHeader(list, { renderLoadingPrevious, renderLoadPrevious })
  // A windowed page window's feed area holds the sentinels, header and footer, at the window's
  // edges or in the flow: one place in the tree, so a focused button there is never remounted.
  const edgesInFeed = !!virtualize && pageWindow
  const bottomSentinel = (sentinelStyle: CSSProperties) => (list.isAutoLoading && list.hasMore ? <div {...list.getSentinelProps({ style: sentinelStyle })} /> : null)
  const footer = renderFooter(list, { renderLoading, renderLoadingMore, renderEmpty, renderEnd, renderError, renderLoadMore })

  // The app's aria-* attributes describe the feed, as its label does (which the hook places).
  const feedProps = { ...attributesOf(hookOptions, 'aria-', ['aria-label', 'aria-labelledby']), onFocus: onFeedFocus, onBlur: onFeedBlur }
  let feed: ReactNode
  if (virtualize) {
    const opts = typeof virtualize === 'object' ? virtualize : {}
    const scrollElement = (appRoot as HTMLElement | null) ?? (ownScroll ? scrollEl : null)
    // Asked at every change of the visible range: the items are searched by key only when the
    // window moved the focused one from where it was last seen.
    const focusedRow = () => {
      const f = focused.current
      if (!f) return null
      const stillThere = f.index >= 0 && f.index < items.length && itemKey(items[f.index], f.index) === f.key
      if (!stillThere) f.index = items.findIndex((item, i) => itemKey(item, i) === f.key)
      return f.index < 0 ? null : rows.rowsBefore + f.index
    }
    const common = {
      list: list as unknown as AnyList, rows, article, focusedRow, virtualApi, feedProps,
      estimateSize: opts.estimateSize ?? 56, overscan: opts.overscan ?? 8,
      header, topSentinel, footer, bottomSentinel, pageWindow,
    }
    const wantsElement = ownScroll || !!appRoot
    // A height in px tells how many rows fit before the scroll area can be measured (on the server too).
    const initialHeight = typeof height === 'number' && !appRoot ? height : 0
    feed = wantsElement
      ? <ElementVirtualFeed {...common} scrollElement={scrollElement} initialHeight={initialHeight} />
      : <WindowVirtualFeed {...common} />
  } else {
    feed = (
      <div {...feedAttrs(list as unknown as AnyList, feedProps)}>
        {items.map((_, i) => article(i))}
      </div>
    )
  }

  // A windowed feed with a page window keeps its articles in place itself: not the browser's scroll anchoring too.
  const anchorsItself = !!virtualize && pageWindow
  const ownStyle: CSSProperties | undefined = ownScroll ? { position: 'relative', height: cssSize(height), overflowY: 'auto' } : undefined
  const rootStyle: CSSProperties | undefined = anchorsItself || ownStyle
    ? { ...ownStyle, ...(anchorsItself ? { overflowAnchor: 'none' as const } : undefined), ...style }
    : style

  return (
    <div {...list.getRootProps({
      ...rootAttributes, className, style: rootStyle, ref: rootRef, 'data-pagekit-infinite-list': '',
    })}>
      <InfiniteListContext.Provider value={ctx}>
        {edgesInFeed ? null : topSentinel(topSentinelInFlow)}
        {edgesInFeed ? null : header}
        {feed}
        {edgesInFeed ? null : bottomSentinel(bottomSentinelInFlow)}
        {edgesInFeed ? null : footer}
        <div {...list.getStatusProps()} />
      </InfiniteListContext.Provider>
    </div>
  )
}) as <Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  props: InfiniteListBaseProps<Page, Item, Err, K>,
) => ReactElement
