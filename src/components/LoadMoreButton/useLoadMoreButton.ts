// Headless behaviour of the Load more button (no styles; part of `pagekit/headless`).
import { useCallback, useRef, type MouseEvent } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { describe } from '../../utils/describe'
import { assertNonNegativeInteger, assertOptionalFunction } from '../../utils/validate'
import { noop } from '../../utils/env'
import { useInfiniteListContext } from '../InfiniteList/context'
import type { InfiniteListStatus } from '../InfiniteList/types'
import { mergeProps } from '../shared/mergeProps'
import { isAriaTrue } from '../shared/attributes'
import { defaultLoadMoreButtonLabels } from './labels'
import { withDefaults } from '../shared/overrides'
import { useButtonInView } from './useButtonInView'
import type {
  LoadMoreButtonDOMProps, LoadMoreButtonLabels, LoadMoreButtonPropsOf, LoadMoreButtonState, UseLoadMoreButtonOptions, UseLoadMoreButtonResult,
} from './types'

type ListSource = NonNullable<UseLoadMoreButtonOptions['list']>

const OWNER = '<LoadMoreButton>'

/** The button's state for a list's status. */
function stateOfList(status: InfiniteListStatus): LoadMoreButtonState {
  if (status === 'loading' || status === 'loadingMore') return 'loading'
  if (status === 'error') return 'error'
  if (status === 'end' || status === 'empty') return 'end'
  return 'idle'
}

/** The button's state for a `useFetchInfinite` response. */
function stateOfResponse<Data>(options: UseLoadMoreButtonOptions<Data>): LoadMoreButtonState {
  const { size = 0, data, error, isValidating = false, isLoading = false, isLoadingMore, hasMore } = options
  const isEnd = (typeof options.isEnd === 'function' ? options.isEnd(data) : !!options.isEnd) ||
    (data !== undefined && hasMore === false)
  // A page is in flight: the first one, or one past the loaded pages (not a background
  // revalidation). The hook says which; an older response without isLoadingMore is read by size.
  const pending = data === undefined ? isLoading || isValidating : isLoadingMore ?? (isValidating && data.length < size)
  if (pending && !isEnd) return 'loading'
  if (error !== undefined && error !== null) return 'error'
  if (isEnd) return 'end'
  return 'idle'
}

/**
 * A button with nothing to drive would stay inert for good: a TypeError naming what it needs.
 */
function assertButtonSource<Data>(options: UseLoadMoreButtonOptions<Data>, inList: boolean): void {
  const { list, setSize } = options
  if (list !== undefined && list !== null && (typeof list !== 'object' || typeof list.loadMore !== 'function')) {
    throw new TypeError(`pagekit: <LoadMoreButton> "list" must be the result of useInfiniteData or useInfiniteList, got ${describe(list)}`)
  }
  if (setSize !== undefined && setSize !== null && typeof setSize !== 'function') {
    throw new TypeError(`pagekit: <LoadMoreButton> "setSize" must be a function, got ${describe(setSize)}`)
  }
  if (!list && !setSize && !inList) {
    throw new TypeError('pagekit: <LoadMoreButton> needs "list", a useFetchInfinite response ("size" and "setSize"), or an enclosing <InfiniteList>')
  }
}

/**
 * The callbacks and fields the button calls or counts with, checked at the first render: a wrong
 * one would fail only on a click, or (a response without `size`) ask for size 1 on every click.
 */
function assertButtonOptions<Data>(options: UseLoadMoreButtonOptions<Data>): void {
  assertOptionalFunction(OWNER, 'onLoadMore', options.onLoadMore)
  assertOptionalFunction(OWNER, 'onRetry', options.onRetry)
  assertOptionalFunction(OWNER, 'mutate', options.mutate)
  const { isEnd } = options
  if (isEnd !== undefined && typeof isEnd !== 'boolean' && typeof isEnd !== 'function') {
    throw new TypeError(`pagekit: ${OWNER} "isEnd" must be a boolean or a function, got ${describe(isEnd)}`)
  }
  // A useFetchInfinite response: the next page is setSize(size + 1).
  if (!options.list && typeof options.setSize === 'function') assertNonNegativeInteger(OWNER, 'size', options.size)
}

/**
 * State, label and prop getter of a Load more button. Pending and end states use
 * `aria-disabled` (never `disabled`), so the button keeps focus while a page loads.
 *
 * With a `list` (useInfiniteData's or useInfiniteList's result), or inside an `<InfiniteList>`
 * (its context): the list's `loadMore()` / `retry()`. With a `useFetchInfinite` response
 * (`setSize` given): idle → `setSize(size + 1)`; after an error → retry.
 */
export function useLoadMoreButton<Data = unknown>(options: UseLoadMoreButtonOptions<Data> = {}): UseLoadMoreButtonResult {
  const ctx = useInfiniteListContext()
  assertButtonSource(options, ctx !== null)
  assertButtonOptions(options)
  const isResponse = typeof options.setSize === 'function'
  // An explicit list wins; then a useFetchInfinite response; then the enclosing list.
  const list: ListSource | null = options.list ?? (isResponse ? null : ctx)
  const size = options.size ?? 0

  const state = list ? stateOfList(list.status) : stateOfResponse(options)
  const messages = list?.messages
  const baseLabels: LoadMoreButtonLabels = messages
    ? withDefaults(defaultLoadMoreButtonLabels, { loadMore: messages.loadMore, loading: messages.loadMorePending, end: messages.loadMoreEnd, retry: messages.retry })
    : defaultLoadMoreButtonLabels
  const labels = withDefaults(baseLabels, options.labels)
  const label = state === 'loading' ? labels.loading : state === 'end' ? labels.end : state === 'error' ? labels.retry : labels.loadMore

  // A useFetchInfinite response: one setSize per size, even for clicks faster than a render.
  const requestedFor = useRef<number | null>(null)
  const latest = useRef({ options, state, list, isResponse, size })
  useIsomorphicLayoutEffect(() => {
    latest.current = { options, state, list, isResponse, size }
    if (requestedFor.current !== null && requestedFor.current !== size) requestedFor.current = null
  })

  const activate = useCallback(() => {
    const { options: current, state: currentState, list: currentList, isResponse: fromResponse, size: currentSize } = latest.current
    if (currentState === 'loading' || currentState === 'end') return
    if (currentList) {
      if (currentState === 'error') currentList.retry()
      else currentList.loadMore()
      return
    }
    if (!fromResponse) return
    const setSize = current.setSize!
    if (currentState === 'error') {
      if (current.onRetry) current.onRetry()
      else if (current.mutate && typeof current.failedPageIndex !== 'number') {
        // Refetch only the pages that are not cached (the failed one), keeping the others.
        const retried = current.data
          ? current.mutate([...current.data], { revalidate: (pageData) => pageData === undefined })
          : current.mutate()
        void Promise.resolve(retried).catch(noop)
      } else {
        // pagekit's useFetchInfinite resumes from the failed page (failedPageIndex) on setSize(size).
        void Promise.resolve(setSize(currentSize)).catch(noop)
      }
      return
    }
    if (requestedFor.current === currentSize) return
    requestedFor.current = currentSize
    current.onLoadMore?.(currentSize + 1)
    void Promise.resolve(setSize(currentSize + 1)).catch(noop)
  }, [])

  // Inside an <InfiniteList> the list keeps its focused controls in view itself.
  const keptInView = useButtonInView(ctx === null)

  // While the list loads an earlier page it loads nothing after the window: the button waits,
  // keeping its label and focus.
  const waitsForPrevious = state === 'idle' && !!list?.isLoadingPrevious
  const getButtonProps: UseLoadMoreButtonResult['getButtonProps'] = <P extends LoadMoreButtonDOMProps>(props?: P) => {
    // An app may hold the button back itself with aria-disabled: it then does nothing either.
    const appDisabled = isAriaTrue(props?.['aria-disabled'])
    const inert = state === 'loading' || state === 'end' || waitsForPrevious || appDisabled
    // The app's own aria-controls and children replace these defaults; given as undefined, they
    // are not given (a spread would leave the button without its text).
    const appProps = {
      ...props,
      'aria-controls': props?.['aria-controls'] ?? (list === ctx && ctx ? ctx.feedId : undefined),
      children: props?.children === undefined ? label : props.children,
    }
    return mergeProps(appProps as NonNullable<typeof props>, {
      type: 'button' as const,
      'aria-disabled': inert ? (true as const) : props?.['aria-disabled'],
      'data-state': state,
      onFocus: keptInView.onFocus,
      onBlur: keptInView.onBlur,
      // Runs after the app's onClick, which may call preventDefault() to take over.
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (event.defaultPrevented) return
        if (inert) {
          event.preventDefault()
          return
        }
        activate()
      },
    }) as LoadMoreButtonPropsOf<P>
  }

  return { state, label, activate, getButtonProps }
}
