// The windowed feed of InfiniteListBase: only the visible articles (plus overscan) are in the
// DOM, inside the list's own scroll area or the window (part of `pagekit/headless`). With a page
// window the rows before and after the loaded pages stay (useWindowRows), rendering nothing.
import { useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { defaultRangeExtractor, observeElementOffset, observeWindowOffset, useVirtualizer, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual'
import { bottomSentinelInFlow, feedAttrs, topSentinelInFlow, type AnyList, type ArticleRenderer } from './feed'
import type { WindowRows } from './useWindowRows'
import { useOuterAnchorUndo } from './useOuterAnchorUndo'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { ownWindow, scrollerOf, scrollPosition, scrollViewportBy, viewportHeight, viewportTop } from '../hooks/viewport'

// The articles' row in the virtualizer (data-index is the item's index in `items`, for the list).
const ROW_ATTRIBUTE = 'data-pagekit-row'

export interface VirtualFeedProps {
  list: AnyList
  rows: WindowRows
  /** Renders the article of `items[index]`. */
  article: ArticleRenderer
  /** The row of the focused article: kept rendered while windowing, so scrolling never drops focus. */
  focusedRow: () => number | null
  /** Filled with the virtualizer's scrollToIndex, by item index (for focusItem). */
  virtualApi: { current: { scrollToIndex: (index: number) => void } | null }
  feedProps: Record<string, unknown>
  estimateSize: number
  overscan: number
  /**
   * With a page window: shown just above the first loaded item (its loading, error, button), over
   * the rows before it, else before the feed.
   */
  header?: ReactNode
  /** With a page window: the top sentinel, given its style; it spans the rows before the window, else sits before the feed. */
  topSentinel?: (style: CSSProperties) => ReactNode
  /** With a page window: shown just below the last loaded item, over the rows after it, else after the feed. */
  footer?: ReactNode
  /** With a page window: the bottom sentinel, given its style; it spans the rows after the window, else sits after the feed. */
  bottomSentinel?: (style: CSSProperties) => ReactNode
  /**
   * Pages come and go above the items on screen (a page window): the feed keeps them in place
   * when content above it changes height (the list's root has `overflow-anchor: none`).
   */
  pageWindow: boolean
}

function useRangeExtractor(focusedRow: () => number | null) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const f = focusedRow()
    if (f !== null && f < range.count && !indexes.includes(f)) {
      indexes.push(f)
      indexes.sort((a, b) => a - b)
    }
    return indexes
  }
}

type ObserveOffset<S extends Element | Window> = (instance: Virtualizer<S, Element>, cb: (offset: number, isScrolling: boolean) => void) => void | (() => void)

/**
 * The virtualizer learns the scroll position from scroll events, which the browser sends at its
 * next frame. `report.current()` tells it at once of a position the feed wrote itself (keeping
 * the articles in place): a page landing before that frame would otherwise be anchored from the
 * old position and undo the write (WebKit under load: a deep link's articles jumped by the
 * height of the loading indicator above them).
 */
function withOffsetReport<S extends Element | Window>(observe: ObserveOffset<S>, report: { current: () => void }): ObserveOffset<S> {
  return (instance, cb) => {
    report.current = () => {
      if (instance.scrollElement) cb(scrollPosition(instance.scrollElement), false)
    }
    return observe(instance, cb)
  }
}

/**
 * The offset of the feed inside its scroll area (what the virtualizer calls scrollMargin),
 * measured after every render (the feed may have moved). With `keepInPlace`, content above the
 * feed that changes height (the header: an earlier page loading, a Load previous button) moves
 * the scroll position with the feed while the feed is on screen, so the articles stay where they
 * are, as the list's scroll anchoring does without windowing. Call it after the virtualizer: its
 * own correction (rows added before the one on screen) is written first.
 */
function useFeedOffset(feedRef: { current: HTMLElement | null }, scrollElement: HTMLElement | null | 'unknown', setMargin: (margin: number) => void, keepInPlace: boolean, reportScroll: () => void) {
  const measured = useRef<number | null>(null)
  useIsomorphicLayoutEffect(() => {
    const feed = feedRef.current
    if (!feed || scrollElement === 'unknown') return
    const scroller = scrollerOf(scrollElement, feed)
    const scrolled = scrollPosition(scroller)
    const next = feed.getBoundingClientRect().top - viewportTop(scroller) + scrolled
    const last = measured.current
    measured.current = next
    // setMargin is skipped unless the offset moved by more than half a pixel: this settles after one extra render.
    if (last === null || Math.abs(next - last) <= 0.5) {
      if (last === null) setMargin(next)
      return
    }
    if (keepInPlace && last < scrolled + viewportHeight(scroller)) {
      scrollViewportBy(scroller, next - last)
      reportScroll()
    }
    setMargin(next)
  })
}

/** The feed ref, its scroll margin and the virtualizer options both feeds share. */
function useVirtualFeedSetup(props: VirtualFeedProps) {
  const feedRef = useRef<HTMLElement | null>(null)
  const reportScroll = useRef(() => {})
  const [margin, setMargin] = useState(0)
  const rangeExtractor = useRangeExtractor(props.focusedRow)
  const options = {
    count: props.rows.count,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
    getItemKey: props.rows.rowKey,
    rangeExtractor,
    scrollMargin: margin,
    indexAttribute: ROW_ATTRIBUTE,
    // Rows added or removed before the one on screen: the virtualizer finds it again by key and
    // keeps it in place. No end to pin to: an item resizing at the end of the list must not
    // move the items on screen.
    anchorTo: props.rows.shifted ? 'end' as const : 'start' as const,
    scrollEndThreshold: -1,
  }
  return { feedRef, margin, setMargin, options, reportScroll }
}

function VirtualFeedView({ v, margin, feedRef, props }: {
  v: Virtualizer<Element, Element>
  margin: number
  feedRef: { current: HTMLElement | null }
  props: VirtualFeedProps
}) {
  const { list, article, virtualApi, feedProps, rows, header, topSentinel, footer, bottomSentinel } = props
  const { rowsBefore, rowsAfter } = rows
  virtualApi.current = { scrollToIndex: (index) => v.scrollToIndex(rowsBefore + index, { align: 'auto' }) }
  const virtualItems = v.getVirtualItems()
  const totalSize = v.getTotalSize()
  // getTotalSize() and start - scrollMargin are both relative to the feed's own top.
  const attrs = feedAttrs(list, { ...feedProps, ref: feedRef }, { position: 'relative', height: totalSize })
  const feed = (
    <div {...attrs}>
      {virtualItems.map((vi) => (vi.index < rowsBefore || vi.index >= rows.count - rowsAfter ? null : article(vi.index - rowsBefore, {
        ref: v.measureElement,
        [ROW_ATTRIBUTE]: vi.index,
        style: { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${vi.start - margin}px)` },
      }, vi.key)))}
    </div>
  )
  if (!props.pageWindow) return feed
  // Where the loaded items start in the feed: the rows before them render nothing.
  const windowStart = rowsBefore ? (v.measurementsCache[rowsBefore]?.start ?? totalSize + margin) - margin : 0
  // Where they end: the rows after them render nothing either.
  const windowEnd = rowsAfter ? (v.measurementsCache[rows.count - rowsAfter]?.start ?? totalSize + margin) - margin : totalSize
  const overlay: CSSProperties = { position: 'absolute', left: 0, width: '100%' }
  // One shape wherever the window is: the feed, header and footer are never remounted (a focused
  // article or button keeps focus); only their style says whether they sit at the window's edge.
  // Each sentinel is a new one in its other place, so the observer reports it at once.
  return (
    <div data-pagekit-feed-area="" style={{ position: 'relative' }}>
      {rowsBefore > 0 ? null : topSentinel?.(topSentinelInFlow)}
      {rowsBefore > 0 ? topSentinel?.({ ...overlay, top: 0, height: windowStart, pointerEvents: 'none' }) : null}
      {header ? (
        <div style={rowsBefore > 0 ? { ...overlay, top: windowStart, transform: 'translateY(-100%)', zIndex: 1 } : undefined}>{header}</div>
      ) : null}
      {feed}
      {rowsAfter > 0 ? null : bottomSentinel?.(bottomSentinelInFlow)}
      {rowsAfter > 0 ? bottomSentinel?.({ ...overlay, top: windowEnd, height: totalSize - windowEnd, pointerEvents: 'none' }) : null}
      {footer ? <div style={rowsAfter > 0 ? { ...overlay, top: windowEnd, zIndex: 1 } : undefined}>{footer}</div> : null}
    </div>
  )
}

/**
 * Windowed feed scrolling inside `scrollElement` (the list's own scroll area, or `root`). Until
 * that element exists (on the server, and in the browser's first render, which hydrates the
 * server's HTML) the feed renders the rows that fit in `initialHeight`, the same on both.
 */
export function ElementVirtualFeed(props: VirtualFeedProps & { scrollElement: HTMLElement | null; initialHeight: number }) {
  const { feedRef, margin, setMargin, options, reportScroll } = useVirtualFeedSetup(props)
  const v = useVirtualizer<HTMLElement, Element>({
    ...options,
    getScrollElement: () => props.scrollElement,
    initialRect: { width: 0, height: props.initialHeight },
    observeElementOffset: withOffsetReport(observeElementOffset, reportScroll),
  })
  useFeedOffset(feedRef, props.scrollElement ?? 'unknown', setMargin, props.pageWindow, () => reportScroll.current())
  useOuterAnchorUndo(feedRef, props.scrollElement ?? 'unknown', props.pageWindow)
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}

/** The window the feed scrolls with: that of its own document once it is in one; none on the server. */
const feedWindow = (feed: HTMLElement | null): Window | null => (typeof document === 'undefined' ? null : ownWindow(feed))

/** Windowed feed scrolling with the window of its own document (another one's, rendered there through a portal). */
export function WindowVirtualFeed(props: VirtualFeedProps) {
  const { feedRef, margin, setMargin, options, reportScroll } = useVirtualFeedSetup(props)
  const v = useWindowVirtualizer({
    ...options,
    // Asked again after every commit: the feed is in its document by the first one.
    getScrollElement: () => feedWindow(feedRef.current),
    initialOffset: () => feedWindow(feedRef.current)?.scrollY ?? 0,
    observeElementOffset: withOffsetReport(observeWindowOffset, reportScroll),
  })
  useFeedOffset(feedRef, null, setMargin, props.pageWindow, () => reportScroll.current())
  useOuterAnchorUndo(feedRef, null, props.pageWindow)
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}
