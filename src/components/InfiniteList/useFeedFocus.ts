// Focus in the feed (WAI-ARIA feed pattern): Page Up/Down between articles, Ctrl+Home/End out of
// the feed, focus tracking, and focus rescue when a focused control goes away. Part of `pagekit/headless`.
import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { focusOutside, focusWhole } from '../shared/focus'
import { articleIn, articleIndexIn } from './focusedPage'

/**
 * `feedRef` / `rootRef` go on the feed and the list's root; the handlers on the feed
 * (`onFeedKeyDown`) and the root (`onRootFocus`, `onRootBlur`). `focusItem(index)` focuses an
 * article, scrolling it into the DOM first with `scrollToIndex` (windowing) when it is not there.
 */
export function useFeedFocus(itemCount: number, scrollToIndex: ((index: number) => void) | undefined, firstPageIndex = 0) {
  const feedRef = useRef<HTMLElement | null>(null)
  const rootRef = useRef<HTMLElement | null>(null)
  // `start`: the window's first page when focus came (a later window may have dropped the element).
  const lastFocus = useRef<{ el: HTMLElement; index: number; isArticle: boolean; start: number } | null>(null)
  const windowStart = useRef(firstPageIndex)
  windowStart.current = firstPageIndex
  const scrollToIndexRef = useRef(scrollToIndex)
  scrollToIndexRef.current = scrollToIndex

  // A child of the feed: an item's own content may carry `data-index` too.
  const findItem = (index: number): HTMLElement | null =>
    feedRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ?? null

  const focusItem = useCallback((index: number) => {
    const el = findItem(index)
    if (el) {
      focusWhole(el)
      return
    }
    const scrollTo = scrollToIndexRef.current
    if (!scrollTo || typeof requestAnimationFrame !== 'function') return
    scrollTo(index)
    let tries = 0
    const attempt = () => {
      const target = findItem(index)
      if (target) focusWhole(target)
      else if (++tries < 20) requestAnimationFrame(attempt)
    }
    requestAnimationFrame(attempt)
  }, [])

  const count = useRef(itemCount)
  count.current = itemCount
  // Page Down on the last article (Page Up on the first) left to the browser: the article the
  // key asked for comes with the page it loads, and focus moves on to it then.
  const stepAfterLoad = useRef<{ el: Element; step: 1 | -1 } | null>(null)

  const onFeedKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return
    const feed = event.currentTarget
    const article = articleIn(feed, event.target as Element)
    const index = article ? Number(article.getAttribute('data-index')) : -1
    const mod = event.ctrlKey || event.metaKey
    stepAfterLoad.current = null
    if (event.key === 'PageDown' && !mod && !event.altKey) {
      const next = index + 1
      if (next < count.current) {
        event.preventDefault()
        focusItem(next)
      } else if (article) stepAfterLoad.current = { el: article, step: 1 }
    } else if (event.key === 'PageUp' && !mod && !event.altKey) {
      if (index > 0) {
        event.preventDefault()
        focusItem(index - 1)
      } else if (article) stepAfterLoad.current = { el: article, step: -1 }
    } else if (event.key === 'End' && mod) {
      event.preventDefault()
      focusOutside(feed, 'after')
    } else if (event.key === 'Home' && mod) {
      event.preventDefault()
      focusOutside(feed, 'before')
    }
  }, [focusItem])

  // Where focus is inside the list: an article's index, for a control above the feed (Load
  // previous) the first item, for one below it the first item the next page will bring.
  const onRootFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const el = event.target as HTMLElement
    const feed = feedRef.current
    const articleIndex = articleIndexIn(feed, el)
    const aboveFeed = !!feed && !!(feed.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)
    const index = articleIndex ?? (aboveFeed ? 0 : count.current)
    lastFocus.current = { el, index, isArticle: articleIndex !== null, start: windowStart.current }
  }, [])
  const onRootBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !rootRef.current?.contains(next)) {
      lastFocus.current = null
      return
    }
    // Focus went nowhere: if the element is still there, the user left it on purpose (clicked
    // the page), so its later removal must not pull focus back into the list.
    const el = event.target as HTMLElement
    if (!next && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => {
        if (lastFocus.current?.el === el && el.isConnected && el.ownerDocument.activeElement !== el) lastFocus.current = null
      })
    }
  }, [])

  // A focused control that went away (Retry after success, a button at the end of hybrid mode)
  // must not leave focus on <body>: move it to the item it was about. A focused article a page
  // window dropped hands focus to the nearest item left: the first one when the window moved
  // forward (the oldest page went), the last one when it moved back (the newest went).
  useIsomorphicLayoutEffect(() => {
    const last = lastFocus.current
    if (!last || last.el.isConnected) return
    lastFocus.current = null
    // The list's own document: another one than the app's when rendered there through a portal.
    const doc = last.el.ownerDocument
    const active = doc.activeElement
    if (active && active !== doc.body && active !== doc.documentElement) return
    if (!itemCount) return
    if (last.isArticle && firstPageIndex > last.start) focusItem(0)
    else if (last.isArticle && firstPageIndex < last.start) focusItem(itemCount - 1)
    else focusItem(Math.min(last.index, itemCount - 1))
  })

  useIsomorphicLayoutEffect(() => {
    const pending = stepAfterLoad.current
    // Focus went elsewhere, or its article with the page a window dropped (handed on above).
    if (!pending || pending.el.ownerDocument.activeElement !== pending.el) {
      stepAfterLoad.current = null
      return
    }
    const target = Number(pending.el.getAttribute('data-index')) + pending.step
    if (target < 0 || target >= itemCount) return
    stepAfterLoad.current = null
    focusItem(target)
  })

  return { feedRef, rootRef, focusItem, onFeedKeyDown, onRootFocus, onRootBlur }
}
