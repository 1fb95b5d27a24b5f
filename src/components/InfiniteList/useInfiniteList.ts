// The infinite list as a WAI-ARIA feed: useInfiniteData plus the feed's DOM and accessibility
// (sentinel, keyboard and focus, live region, prop getters). No styles and no
// styled-components here (part of `pagekit/headless`).
import { useId, useMemo, type CSSProperties } from 'react'
import type { Arguments } from '../../core/types'
import { useAnnouncement } from '../hooks/useAnnouncement'
import { useMergedRef, type RefLike } from '../hooks/useMergedRef'
import { useSentinel } from '../hooks/useSentinel'
import { mergeProps } from '../shared/mergeProps'
import { visuallyHidden } from '../shared/visuallyHidden'
import { defaultInfiniteListMessages } from './messages'
import { useFeedFocus } from './useFeedFocus'
import { useInfiniteData } from './useInfiniteData'
import type { DefaultItem, UseInfiniteListOptions, UseInfiniteListResult } from './types'

export const DEFAULT_ROOT_MARGIN = '0px 0px 200px 0px'

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
  const { loadMode = 'auto', autoPages = 3, rootMargin = DEFAULT_ROOT_MARGIN, root = null } = opts
  const list = useInfiniteData<Page, Item, Err, K>(opts)
  const { items, status, total, isEnd, error, loadMore } = list
  const pageCount = list.data?.length ?? 0
  const messages = useMemo(() => ({ ...defaultInfiniteListMessages, ...opts.messages }), [opts.messages])
  const generatedId = useId()
  const feedId = opts.id ?? `pagekit-feed${generatedId}`
  const ariaSetSize = total ?? (isEnd ? items.length : -1)

  // Auto mode watches the sentinel; manual mode (hybrid after autoPages, or no
  // IntersectionObserver) shows a Load more button instead.
  const ioSupported = typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function'
  const autoPhase = loadMode === 'auto' || (loadMode === 'hybrid' && pageCount < autoPages)
  const isAutoLoading = autoPhase && ioSupported
  const showLoadMoreButton = !isAutoLoading

  const setSentinel = useSentinel({
    watch: isAutoLoading && status === 'idle', onVisible: loadMore, root, rootMargin, itemCount: items.length, pageCount,
  })
  const { feedRef, rootRef, focusItem, onFeedKeyDown, onRootFocus, onRootBlur } = useFeedFocus(items.length, opts.scrollToIndex)
  const announcement = useAnnouncement({ itemCount: items.length, status, total, error, messages })

  // --- prop getters -----------------------------------------------------------------------------
  // Ref callbacks must keep their identity between renders (a new one re-runs the old with null).
  const mergeRootRef = useMergedRef<HTMLElement>(rootRef)
  const mergeFeedRef = useMergedRef<HTMLElement>(feedRef)
  const mergeSentinelRef = useMergedRef<Element>(setSentinel)
  const busy = status === 'loading' || status === 'loadingMore'
  // A feed must own articles: with none and nothing loading it is a plain container.
  const hasFeed = items.length > 0 || busy
  const ariaLabelledBy = opts['aria-labelledby']
  const ariaLabel = ariaLabelledBy ? opts['aria-label'] : opts['aria-label'] ?? messages.feedLabel

  const getRootProps: UseInfiniteListResult['getRootProps'] = (props) => mergeProps(props, {
    // The containing block of the visually hidden live region: without it the region sits at
    // the list's end, outside an app's scroll container, and stretches the page.
    style: { position: 'relative' as const, ...props?.style },
    ref: mergeRootRef(props?.ref as RefLike<HTMLElement>),
    onFocus: onRootFocus,
    onBlur: onRootBlur,
    'data-status': status,
  })

  const getListProps: UseInfiniteListResult['getListProps'] = (props) => mergeProps(props, {
    ref: mergeFeedRef(props?.ref),
    role: hasFeed ? 'feed' as const : undefined,
    id: feedId,
    'aria-busy': busy,
    'aria-label': hasFeed ? ariaLabel : undefined,
    'aria-labelledby': hasFeed ? ariaLabelledBy : undefined,
    onKeyDown: onFeedKeyDown,
  })

  const getItemProps: UseInfiniteListResult['getItemProps'] = (index, props) => mergeProps(props, {
    role: 'article' as const,
    tabIndex: 0,
    'aria-posinset': index + 1,
    'aria-setsize': ariaSetSize,
    'data-index': index,
  })

  const getSentinelProps: UseInfiniteListResult['getSentinelProps'] = (props) => mergeProps(props, {
    ref: mergeSentinelRef(props?.ref as RefLike<Element>),
    'aria-hidden': true as const,
    'data-pagekit-sentinel': '' as const,
  })

  const getStatusProps: UseInfiniteListResult['getStatusProps'] = (props) => {
    // Visually hidden unless the app passes a style of its own.
    const withDefaultStyle = { style: visuallyHidden, ...props } as NonNullable<typeof props> & { style: CSSProperties }
    return mergeProps(withDefaultStyle, {
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'aria-atomic': true as const,
      children: announcement,
    })
  }

  return {
    ...list,
    ariaSetSize,
    isAutoLoading,
    showLoadMoreButton,
    announcement,
    feedId,
    messages,
    focusItem,
    getRootProps,
    getListProps,
    getItemProps,
    getSentinelProps,
    getStatusProps,
  }
}
