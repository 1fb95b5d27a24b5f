// Unstyled Load more button over useLoadMoreButton (part of `pagekit/headless`).
import type { ReactNode, Ref } from 'react'
import { useLoadMoreButton } from './useLoadMoreButton'
import type { LoadMoreButtonDOMProps, LoadMoreButtonState, UseLoadMoreButtonOptions } from './types'

export interface LoadMoreButtonBaseProps<Data = unknown>
  extends UseLoadMoreButtonOptions<Data>, Omit<LoadMoreButtonDOMProps, 'children'> {
  /** Custom content: a node, or a function of the state and the current label. Default: the label. */
  children?: ReactNode | ((state: { state: LoadMoreButtonState; label: string }) => ReactNode)
  ref?: Ref<HTMLButtonElement>
}

/**
 * A `<button>` that loads the next page. With a list's state (`list={useInfiniteData(…)}`),
 * with a `useFetchInfinite` response (its `isLoadingMore` and `hasMore`), or with no props inside
 * `<InfiniteList loadMode="manual">`. While a page loads it is
 * `aria-disabled` (still focusable) and says "Loading…"; at the end "No more items"; after an
 * error "Retry" refetches the failed page.
 */
export function LoadMoreButtonBase<Data = unknown>(props: LoadMoreButtonBaseProps<Data>) {
  const {
    list, size, setSize, isValidating, isLoading, isLoadingMore, hasMore, data, error, isEnd, mutate, onRetry, onLoadMore, labels,
    children, ref, ...rest
  } = props
  const { state, label, getButtonProps } = useLoadMoreButton<Data>({
    list, size, setSize, isValidating, isLoading, isLoadingMore, hasMore, data, error, isEnd, mutate, onRetry, onLoadMore, labels,
  })
  const content = typeof children === 'function' ? children({ state, label }) : children ?? label
  return <button ref={ref} {...getButtonProps(rest)}>{content}</button>
}
