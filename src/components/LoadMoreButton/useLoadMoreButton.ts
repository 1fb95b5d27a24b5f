// Headless behaviour of the Load more button (no styles; part of `pagekit/headless`).
import { useCallback, useRef, type MouseEvent } from 'react'
import { useIsomorphicLayoutEffect } from '../../fetch/react'
import { noop } from '../../utils/env'
import { useInfiniteListContext } from '../InfiniteList/context'
import { defaultLoadMoreButtonLabels } from './labels'
import type {
  LoadMoreButtonLabels, LoadMoreButtonState, UseLoadMoreButtonOptions, UseLoadMoreButtonResult,
} from './types'

/**
 * State, label and prop getter of a Load more button. Pending and end states use
 * `aria-disabled` (never `disabled`), so the button keeps focus while a page loads.
 *
 * Standalone (a `setSize` is given): idle → `setSize(size + 1)`; after an error → retry.
 * Inside an `<InfiniteList>` (no `setSize`): the list's `loadMore()` / `retry()`.
 */
export function useLoadMoreButton<Data = unknown>(options: UseLoadMoreButtonOptions<Data> = {}): UseLoadMoreButtonResult {
  const ctx = useInfiniteListContext()
  const standalone = typeof options.setSize === 'function'
  const { size = 0, data, error, isValidating = false, isLoading = false } = options

  let state: LoadMoreButtonState
  let baseLabels: LoadMoreButtonLabels = defaultLoadMoreButtonLabels
  if (standalone || !ctx) {
    const isEnd = typeof options.isEnd === 'function' ? options.isEnd(data) : !!options.isEnd
    // A page is in flight: the first one, or one past the loaded pages (not a background revalidation).
    const pending = data === undefined ? isLoading || isValidating : isValidating && data.length < size
    if (pending && !isEnd) state = 'loading'
    else if (error !== undefined && error !== null) state = 'error'
    else if (isEnd) state = 'end'
    else state = 'idle'
  } else {
    const s = ctx.status
    state = s === 'loading' || s === 'loadingMore' ? 'loading' : s === 'error' ? 'error' : s === 'end' || s === 'empty' ? 'end' : 'idle'
    baseLabels = {
      loadMore: ctx.messages.loadMore,
      loading: ctx.messages.loadMorePending,
      end: ctx.messages.loadMoreEnd,
      retry: ctx.messages.retry,
    }
  }
  const labels = { ...baseLabels, ...options.labels }
  const label = state === 'loading' ? labels.loading : state === 'end' ? labels.end : state === 'error' ? labels.retry : labels.loadMore

  // Standalone guard: one setSize per size, even for clicks faster than a render.
  const requestedFor = useRef<number | null>(null)
  const latest = useRef({ options, state, ctx, standalone, size })
  useIsomorphicLayoutEffect(() => {
    latest.current = { options, state, ctx, standalone, size }
    if (requestedFor.current !== null && requestedFor.current !== size) requestedFor.current = null
  })

  const activate = useCallback(() => {
    const { options: o, state: st, ctx: c, standalone: alone, size: n } = latest.current
    if (st === 'loading' || st === 'end') return
    if (alone) {
      if (st === 'error') {
        if (o.onRetry) o.onRetry()
        else if (o.mutate) void Promise.resolve(o.data ? o.mutate([...o.data], { revalidate: (pageData) => pageData === undefined }) : o.mutate()).catch(noop)
        else void Promise.resolve(o.setSize!(n)).catch(noop)
        return
      }
      if (requestedFor.current === n) return
      requestedFor.current = n
      o.onLoadMore?.(n + 1)
      void Promise.resolve(o.setSize!(n + 1)).catch(noop)
      return
    }
    if (!c) return
    if (st === 'error') c.retry()
    else c.loadMore()
  }, [])

  const getButtonProps: UseLoadMoreButtonResult['getButtonProps'] = (props) => {
    const p = (props ?? {}) as Record<string, unknown>
    const inert = state === 'loading' || state === 'end'
    return {
      'aria-controls': !standalone && ctx ? ctx.feedId : undefined,
      children: label,
      ...p,
      type: 'button',
      'aria-disabled': inert ? true : undefined,
      'data-state': state,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        ;(p.onClick as ((e: MouseEvent<HTMLButtonElement>) => void) | undefined)?.(event)
        if (event.defaultPrevented) return
        if (inert) {
          event.preventDefault()
          return
        }
        activate()
      },
    } as never
  }

  return { state, label, activate, getButtonProps }
}
