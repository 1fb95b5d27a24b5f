// The windowed feed of InfiniteListBase: only the visible articles (plus overscan) are in the
// DOM, inside the list's own scroll area or the window (part of `pagekit/headless`).
import { useLayoutEffect, useRef, useState, type Key as ReactKey } from 'react'
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual'
import { feedAttrs, type AnyList, type ArticleRenderer } from './feed'

export interface VirtualFeedProps {
  list: AnyList
  count: number
  article: ArticleRenderer
  /** The focused article: kept rendered while windowing, so scrolling never drops focus. */
  focusedIndex: { current: number | null }
  /** Filled with the virtualizer's scrollToIndex (for focusItem). */
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
  // Measured after every render (the feed may have moved); setMargin is skipped unless the
  // offset moved by more than half a pixel, so this settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose: see above
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

/** The feed ref, its scroll margin and the virtualizer options both feeds share. */
function useVirtualFeedSetup(props: VirtualFeedProps, scrollElement: HTMLElement | null) {
  const feedRef = useRef<HTMLElement | null>(null)
  const margin = useScrollMargin(feedRef, scrollElement)
  const rangeExtractor = useRangeExtractor(props.focusedIndex)
  const options = {
    count: props.count,
    estimateSize: () => props.estimateSize,
    overscan: props.overscan,
    getItemKey: props.getItemKey,
    rangeExtractor,
    scrollMargin: margin,
  }
  return { feedRef, margin, options }
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

/** Windowed feed scrolling inside `scrollElement` (the list's own scroll area, or `root`). */
export function ElementVirtualFeed(props: VirtualFeedProps & { scrollElement: HTMLElement }) {
  const { feedRef, margin, options } = useVirtualFeedSetup(props, props.scrollElement)
  const v = useVirtualizer<HTMLElement, Element>({ ...options, getScrollElement: () => props.scrollElement })
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}

/** Windowed feed scrolling with the window. */
export function WindowVirtualFeed(props: VirtualFeedProps) {
  const { feedRef, margin, options } = useVirtualFeedSetup(props, null)
  const v = useWindowVirtualizer(options)
  return <VirtualFeedView v={v as unknown as Virtualizer<Element, Element>} margin={margin} props={props} feedRef={feedRef} />
}
