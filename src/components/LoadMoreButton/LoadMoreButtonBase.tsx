// Unstyled Load more button over useLoadMoreButton (part of `pagekit/headless`).
import { forwardRef, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from 'react'
import { useLoadMoreButton } from './useLoadMoreButton'
import type { LoadMoreButtonDOMProps, LoadMoreButtonState, UseLoadMoreButtonOptions } from './types'

export interface LoadMoreButtonBaseProps<Data = unknown>
  extends UseLoadMoreButtonOptions<Data>, Omit<LoadMoreButtonDOMProps, 'children'> {
  /** Custom content: a node, or a function of the state and the current label. Default: the label. */
  children?: ReactNode | ((state: { state: LoadMoreButtonState; label: string }) => ReactNode)
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement> | undefined
}

/** Fields of a useFetchInfinite response that are not button options. */
interface SpreadResponseFields {
  firstPageIndex?: unknown
  loadPrevious?: unknown
  hasPrevious?: unknown
  isLoadingPrevious?: unknown
}

// forwardRef: React 18 hands a function component no `ref` prop (React 19 does).
/**
 * A `<button>` that loads the next page. With a list's state (`list={useInfiniteData(…)}`),
 * with a `useFetchInfinite` response (its `isLoadingMore` and `hasMore`), or with no props inside
 * `<InfiniteList loadMode="manual">`. While a page loads it is
 * `aria-disabled` (still focusable) and says "Loading…"; at the end "No more items"; after an
 * error "Retry" refetches the failed page.
 */
export const LoadMoreButtonBase = forwardRef(function LoadMoreButtonBase<Data = unknown>(
  props: Omit<LoadMoreButtonBaseProps<Data>, 'ref'>, ref: ForwardedRef<HTMLButtonElement>,
) {
  const {
    list, size, setSize, isValidating, isLoading, isLoadingMore, hasMore, data, error, isEnd, mutate, failedPageIndex, onRetry,
    onLoadMore, labels, children,
    // The rest of a spread useFetchInfinite response (`<LoadMoreButton {...list} />`): the button
    // does not use them, and on the <button> React warns about each one.
    firstPageIndex: _firstPageIndex, loadPrevious: _loadPrevious, hasPrevious: _hasPrevious, isLoadingPrevious: _isLoadingPrevious,
    ...rest
  } = props as LoadMoreButtonBaseProps<Data> & SpreadResponseFields
  const { state, label, getButtonProps } = useLoadMoreButton<Data>({
    list, size, setSize, isValidating, isLoading, isLoadingMore, hasMore, data, error, isEnd, mutate, failedPageIndex, onRetry,
    onLoadMore, labels,
  })
  const content = typeof children === 'function' ? children({ state, label }) : children ?? label
  return <button ref={ref} {...getButtonProps(rest)}>{content}</button>
}) as <Data = unknown>(props: LoadMoreButtonBaseProps<Data>) => ReactElement
