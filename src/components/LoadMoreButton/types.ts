import type { ButtonHTMLAttributes, FocusEvent, MouseEvent } from 'react'
import type { FetchInfiniteKeyedMutator } from '../../infinite/types'
import type { InfiniteListMessages, UseInfiniteDataResult } from '../InfiniteList/types'
import type { Overrides } from '../shared/overrides'

/** `'idle'` can load more · `'loading'` a page is in flight · `'end'` nothing left · `'error'` the last page failed. */
export type LoadMoreButtonState = 'idle' | 'loading' | 'end' | 'error'

/** Button texts (i18n). */
export interface LoadMoreButtonLabels {
  loadMore: string
  loading: string
  end: string
  retry: string
}

/**
 * Three ways to drive the button: `list` (the result of `useInfiniteData` or `useInfiniteList`);
 * a `useFetchInfinite` response (`size`, `setSize`, `data`, `isLoadingMore`, `hasMore`,
 * optionally `error`, `mutate`, `isLoading`, and `isEnd` for an end the key cannot tell); or
 * nothing inside an `<InfiniteList>`, whose state is read from context. Every field takes
 * undefined as not given, so a response spreads in whole (`<LoadMoreButton {...list} />`).
 */
export interface UseLoadMoreButtonOptions<Data = unknown> {
  /**
   * A list's state and actions, e.g. `useInfiniteData(...)`: the button shows its status, loads
   * the next page with `loadMore()` and retries with `retry()`; its texts come from `messages`
   * when the list has them.
   */
  list?: (Pick<UseInfiniteDataResult<unknown, unknown, unknown>, 'status' | 'loadMore' | 'retry'> & {
    messages?: Overrides<Pick<InfiniteListMessages, 'loadMore' | 'loadMorePending' | 'loadMoreEnd' | 'retry'>> | undefined
    /** An earlier page is loading (a page window): the list loads one end at a time, so the button waits. */
    isLoadingPrevious?: boolean | undefined
  }) | undefined
  /** useFetchInfinite's `size`: needed with `setSize` (the next page is `setSize(size + 1)`), unless `list` is given. */
  size?: number | undefined
  setSize?: ((size: number) => unknown) | undefined
  /** @default false */
  isValidating?: boolean | undefined
  /** @default false */
  isLoading?: boolean | undefined
  /**
   * useFetchInfinite's `isLoadingMore`: a page beyond the loaded ones is in flight. Without it the
   * button reads `isValidating` while `data.length < size`.
   */
  isLoadingMore?: boolean | undefined
  /** useFetchInfinite's `hasMore`: false once the data is loaded means the end. */
  hasMore?: boolean | undefined
  data?: readonly Data[] | undefined
  error?: unknown
  /**
   * The end is reached: a boolean, or a function of the loaded pages.
   * @default false
   */
  isEnd?: (boolean | ((data: readonly Data[] | undefined) => boolean)) | undefined
  /**
   * Used by "Retry" when `onRetry` is not given: refetches only the pages that are not cached
   * (the failed one), keeping the others.
   */
  mutate?: FetchInfiniteKeyedMutator<Data[]> | undefined
  /**
   * The failed page of a pagekit `useFetchInfinite` response: when given, "Retry" is
   * `setSize(size)`, which fetches from the failed page on (parallel: the failed pages).
   */
  failedPageIndex?: number | undefined
  /** Custom retry after an error (default: `setSize(size)` with `failedPageIndex`, else `mutate` as above, else `setSize(size)`). */
  onRetry?: (() => void) | undefined
  /** Called with the new size when the button asks for one more page. */
  onLoadMore?: ((nextSize: number) => void) | undefined
  /** Replaces any of the button's texts; a text given as undefined keeps its default. */
  labels?: Overrides<LoadMoreButtonLabels> | undefined
}

export type LoadMoreButtonDOMProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'>

export interface UseLoadMoreButtonResult {
  state: LoadMoreButtonState
  label: string
  /** What a click does now (no-op while loading or at the end). */
  activate: () => void
  /**
   * The button's props over the app's. Pending and at the end it is `aria-disabled`; an
   * `aria-disabled` the app passes stays, and while it is true a click does nothing.
   */
  getButtonProps: <P extends LoadMoreButtonDOMProps>(props?: P) => LoadMoreButtonPropsOf<P>
}

/**
 * What `getButtonProps` returns: the app's props `P` with the button's over them. A key the
 * button sets is the button's, even when the app gave it as undefined (`onClick: undefined`).
 */
export type LoadMoreButtonPropsOf<P> = Omit<P, 'type' | 'aria-disabled' | 'data-state' | 'onClick' | 'onFocus' | 'onBlur'> & {
  type: 'button'
  // The app's own when it passed one: props without the key would otherwise give `unknown`.
  'aria-disabled': true | ('aria-disabled' extends keyof P ? P['aria-disabled'] : undefined)
  'data-state': LoadMoreButtonState
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  /** With `onBlur`: a button focused from the keyboard is kept in view while the pages it loads land above it. */
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void
  onBlur: () => void
}
