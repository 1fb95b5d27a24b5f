// The infinite list as a WAI-ARIA feed: useInfiniteData plus the feed's DOM and accessibility
// (sentinel, keyboard and focus, live region, prop getters). No styles and no
// styled-components here (part of `pagekit/headless`).
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type FocusEvent } from 'react'
import type { Arguments } from '../../core/types'
import { warnOnce } from '../../utils/dev'
import { labelOf } from '../shared/attributes'
import { useAnnouncement } from '../hooks/useAnnouncement'
import { useMergedRef } from '../hooks/useMergedRef'
import type { PossibleRef } from '../shared/focus'
import { useFocusedControlInView } from '../hooks/useFocusedControlInView'
import { useScrollAnchor } from '../hooks/useScrollAnchor'
import { useScrollDirection } from '../hooks/useScrollDirection'
import { useSentinel } from '../hooks/useSentinel'
import { mergeProps } from '../shared/mergeProps'
import { observerRoot } from '../shared/observerOptions'
import { visuallyHidden } from '../shared/visuallyHidden'
import { defaultInfiniteListMessages } from './messages'
import { withDefaults } from '../shared/overrides'
import { useFeedFocus } from './useFeedFocus'
import { useInfiniteData } from './useInfiniteData'
import { showsPushedOutPage } from './useShownPages'
import { isShorterThanReach } from './windowReach'
import { dropsFocusedPage, focusedArticleIndex } from './focusedPage'
import { checkFeedOptions } from './props'
import { mirrorRootMargin } from './rootMargin'
import type { DefaultItem, UseInfiniteListOptions, UseInfiniteListResult } from './types'

export const DEFAULT_ROOT_MARGIN = '0px 0px 200px 0px'

// Whether the browser has IntersectionObserver never changes: nothing to subscribe to.
const subscribeToNothing = () => () => {}
const hasIntersectionObserver = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function'
const assumeIntersectionObserver = () => true

/**
 * Infinite list behaviour (React Aria style): `useInfiniteData` (pages, items, status, load
 * more, retry), a sentinel watched with IntersectionObserver, keyboard navigation between
 * articles, a polite live region, and prop getters for a WAI-ARIA feed.
 *
 * The list defaults `revalidateFirstPage` to false so that loading more costs one request.
 */
export function useInfiniteList<Page = unknown, Item = DefaultItem<Page>, Err = Error, K extends Arguments = Arguments>(
  opts: UseInfiniteListOptions<Page, Item, Err, K>,
): UseInfiniteListResult<Page, Item, Err> {
  const { loadMode = 'auto', autoPages = 3, rootMargin = DEFAULT_ROOT_MARGIN, scrollAnchoring = true } = opts
  const root = observerRoot('<InfiniteList>', opts.root)
  checkFeedOptions(opts)
  const list = useInfiniteData<Page, Item, Err, K>(opts)
  const { items, status, total, isEnd, error, loadMore, itemOffset, hasPrevious, isLoadingPrevious, previousError } = list
  const pageCount = list.data?.length ?? 0
  const messages = useMemo(() => withDefaults(defaultInfiniteListMessages, opts.messages), [opts.messages])
  const generatedId = useId()
  const feedId = opts.id ?? `pagekit-feed${generatedId}`
  // With a window after page 0 the count of items shown is not the list's: only a known offset tells positions.
  const ariaSetSize = total ?? (isEnd && itemOffset !== undefined ? itemOffset + items.length : -1)

  // Auto mode watches the sentinel; manual mode (hybrid after autoPages, or no
  // IntersectionObserver) shows a Load more button instead. The server (no window) renders
  // what a browser with IntersectionObserver renders, and so does hydration: a server render
  // with data (fallback) then hydrates without a mismatch; a browser without it switches to
  // the button right after.
  const ioSupported = useSyncExternalStore(subscribeToNothing, hasIntersectionObserver, assumeIntersectionObserver)
  const autoPhase = loadMode === 'auto' || (loadMode === 'hybrid' && pageCount < autoPages)
  const isAutoLoading = autoPhase && ioSupported
  const showLoadMoreButton = !isAutoLoading
  // Earlier pages load on scroll up in auto and hybrid modes (no page budget upwards), with a button in manual mode.
  const autoPrevious = loadMode !== 'manual' && ioSupported
  const showLoadPreviousButton = !autoPrevious && hasPrevious

  const { feedRef, rootRef, focusItem, onFeedKeyDown, onRootFocus, onRootBlur } = useFeedFocus(items.length, opts.scrollToIndex, list.firstPageIndex)
  // A full page window drops a page at one end for each page it loads at the other. When both
  // ends are within reach of the sentinels (a window not much taller than the viewport), loading
  // at either end would bring the other one's sentinel into reach again, for ever: once full,
  // the window loads only towards where the user last scrolled (down until they scroll up).
  const maxPages = opts.maxPages ?? opts.options?.maxPages
  const hasPageWindow = typeof maxPages === 'number' && Number.isInteger(maxPages) && maxPages > 0
  const { direction, scrolledSinceLoad, loadStarted } = useScrollDirection({ list: feedRef, scroller: root, enabled: hasPageWindow })
  const windowFull = hasPageWindow && pageCount >= maxPages
  const scrolledUp = direction === 'up'
  // A full window shorter than the sentinels' reach keeps a sentinel in reach whatever page it
  // holds: each page it loads by itself would bring the next, through the whole source. It loads
  // a page only when the user has scrolled (or tried to: wheel, swipe, key) since the last one.
  // So does a window whose load would drop the page focus is on (a one-page window walked with
  // Page Down): moving focus there scrolls the sentinel into reach, but the reader is not done.
  // The sentinel that last came into reach and found either reason to wait. Only that one waits:
  // the next page waiting for focus to leave the page it drops must not hold back the page
  // before when focus goes back up (the top sentinel gets no second chance before a scroll).
  const [waitingSentinel, setWaitingSentinel] = useState<'top' | 'bottom' | null>(null)
  // A wait for the focused page alone also ends when focus moves to an article of a page the load
  // keeps: the reader has left the page it drops (maxPages 2, Page Up from article 31 to 30 loads
  // page 1 then, not at article 21, where focus would have to wait for it).
  const [waitEndsWithFocus, setWaitEndsWithFocus] = useState(false)
  const waitsForScroll = (sentinel: 'top' | 'bottom') => windowFull && waitingSentinel === sentinel && !scrolledSinceLoad
  // At the end the list shows one page more than the window: the page the empty last page
  // pushed out. Loading it again changes nothing on screen and leaves the top sentinel in
  // reach: the page before it waits for the user to scroll again, or it would load in the
  // same scroll and move the items under the reader.
  const [reloadedKeptPage, setReloadedKeptPage] = useState(false)
  const topWaitsForScroll = reloadedKeptPage && !scrolledSinceLoad
  // A scroll event of the step that brought the sentinel into reach can come after the load began.
  useEffect(() => {
    if (reloadedKeptPage && !isLoadingPrevious) loadStarted()
  }, [reloadedKeptPage, isLoadingPrevious, loadStarted])
  const loadOnSentinel = (load: () => unknown, previous: boolean) => () => {
    if (windowFull) {
      const shorterThanReach = isShorterThanReach(feedRef.current, items.length, root, rootMargin)
      const dropsFocus = !shorterThanReach && dropsFocusedPage(feedRef.current, list.pageItemCounts, previous)
      const waits = shorterThanReach || dropsFocus
      setWaitingSentinel(waits ? (previous ? 'top' : 'bottom') : null)
      setWaitEndsWithFocus(dropsFocus)
      if (waits && !scrolledSinceLoad) return
    }
    setReloadedKeptPage(previous && showsPushedOutPage(list))
    loadStarted()
    void load()
  }

  const setSentinel = useSentinel({
    watch: isAutoLoading && status === 'idle' && !isLoadingPrevious && !(windowFull && scrolledUp) && !waitsForScroll('bottom'),
    onVisible: loadOnSentinel(loadMore, false),
    owner: '<InfiniteList>',
    root,
    rootMargin,
    itemCount: items.length,
    pageCount,
    // A sentinel that waited and a scroll landing in the same render leave `watch` as it was.
    rearm: scrolledSinceLoad,
  })
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    onRootFocus(event)
    onControlFocus()
    if (!waitingSentinel || !waitEndsWithFocus) return
    const feed = feedRef.current
    const leftDroppedPage = focusedArticleIndex(feed) !== null && !dropsFocusedPage(feed, list.pageItemCounts, waitingSentinel === 'top')
    if (leftDroppedPage) setWaitingSentinel(null)
  }
  const quiet = status === 'idle' || status === 'end'
  const setTopSentinel = useSentinel({
    watch: autoPrevious && hasPrevious && quiet && !isLoadingPrevious && !previousError && !(windowFull && !scrolledUp) && !waitsForScroll('top') && !topWaitsForScroll,
    onVisible: loadOnSentinel(list.loadPrevious, true),
    owner: '<InfiniteList>',
    root,
    // The bottom sentinel's margin upside down: loads a bit early when scrolling up.
    rootMargin: mirrorRootMargin(rootMargin),
    itemCount: items.length,
    // Re-observed when the window moves: a top sentinel still in view then loads the next earlier page.
    pageCount: list.firstPageIndex,
    rearm: scrolledSinceLoad,
  })
  useScrollAnchor({ list: feedRef, container: rootRef, scroller: root, enabled: scrollAnchoring })
  const onControlFocus = useFocusedControlInView({ container: rootRef, list: feedRef, scroller: root })
  const announcement = useAnnouncement({
    itemCount: items.length, status, total, error: error ?? previousError, messages,
    window: { firstPageIndex: list.firstPageIndex, pageItemCounts: list.pageItemCounts, isLoadingPrevious },
  })

  // --- prop getters -----------------------------------------------------------------------------
  // Ref callbacks must keep their identity between renders (a new one re-runs the old with null).
  const mergeRootRef = useMergedRef<HTMLElement>(rootRef)
  const mergeFeedRef = useMergedRef<HTMLElement>(feedRef)
  const mergeSentinelRef = useMergedRef<Element>(setSentinel)
  const mergeTopSentinelRef = useMergedRef<Element>(setTopSentinel)
  const busy = status === 'loading' || status === 'loadingMore' || isLoadingPrevious
  // A feed must own articles: with none and nothing loading it is a plain container.
  const hasFeed = items.length > 0 || busy
  const ariaLabelledBy = opts['aria-labelledby']

  const getRootProps: UseInfiniteListResult['getRootProps'] = (props) => mergeProps(props, {
    // The containing block of the visually hidden live region: without it the region sits at
    // the list's end, outside an app's scroll container, and stretches the page. The list keeps
    // its items in place itself (useScrollAnchor): the browser's scroll anchoring must not too.
    style: { position: 'relative' as const, ...(scrollAnchoring ? { overflowAnchor: 'none' as const } : undefined), ...props?.style },
    ref: mergeRootRef(props?.ref as PossibleRef<HTMLElement>),
    onFocus,
    onBlur: onRootBlur,
    'data-status': status,
  })

  const getListProps: UseInfiniteListResult['getListProps'] = (props) => {
    // The app's own label given here wins over the options'. The label is left out while there
    // is no feed: a plain container may not carry one. The id stays `feedId`, which the list's
    // buttons point at (`aria-controls`).
    if (props?.id !== undefined && props.id !== feedId) {
      warnOnce(`useInfiniteList:list-id:${String(props.id)}`, `pagekit: useInfiniteList: getListProps({ id: ${JSON.stringify(props.id)} }) is not taken: the feed's id is the "id" option (feedId, "${feedId}"), which the Load more and Load previous buttons point at with aria-controls. Pass the id to useInfiniteList instead.`)
    }
    const labelledBy = props?.['aria-labelledby'] ?? ariaLabelledBy
    const label = labelOf({ appLabel: props?.['aria-label'], labelledBy, optionLabel: opts['aria-label'], defaultLabel: messages.feedLabel })
    return mergeProps(props, {
      ref: mergeFeedRef(props?.ref),
      role: hasFeed ? 'feed' as const : undefined,
      id: feedId,
      'aria-busy': busy,
      'aria-label': hasFeed ? label : undefined,
      'aria-labelledby': hasFeed ? labelledBy : undefined,
      onKeyDown: onFeedKeyDown,
    })
  }

  const getItemProps: UseInfiniteListResult['getItemProps'] = (index, props) => mergeProps(props, {
    role: 'article' as const,
    tabIndex: 0,
    'aria-posinset': itemOffset === undefined ? undefined : itemOffset + index + 1,
    'aria-setsize': ariaSetSize,
    'data-index': index,
  })

  const getSentinelProps: UseInfiniteListResult['getSentinelProps'] = (props) => mergeProps(props, {
    ref: mergeSentinelRef(props?.ref as PossibleRef<Element>),
    'aria-hidden': true as const,
    'data-pagekit-sentinel': '' as const,
  })

  const getTopSentinelProps: UseInfiniteListResult['getTopSentinelProps'] = (props) => mergeProps(props, {
    ref: mergeTopSentinelRef(props?.ref as PossibleRef<Element>),
    'aria-hidden': true as const,
    'data-pagekit-top-sentinel': '' as const,
  })

  const getStatusProps: UseInfiniteListResult['getStatusProps'] = (props) => {
    return mergeProps(props, {
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'aria-atomic': true as const,
      children: announcement,
      // Visually hidden unless the app passes a style of its own (a style given as undefined is none).
      style: props?.style ?? visuallyHidden,
    })
  }

  return {
    ...list,
    ariaSetSize,
    isAutoLoading,
    showLoadMoreButton,
    showLoadPreviousButton,
    announcement,
    feedId,
    messages,
    focusItem,
    getRootProps,
    getListProps,
    getItemProps,
    getSentinelProps,
    getTopSentinelProps,
    getStatusProps,
  }
}
