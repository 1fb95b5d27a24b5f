// Hover preloading on <Pager> items through the pager's documented `renderItem` hook point.
import type { ReactNode } from 'react'
import { isPagerEllipsis, renderPagerItem } from '../Pager/headless'
import type { PagerItem, UsePagerResult } from '../Pager/headless'
import type { UsePagePreloaderResult } from './types'

/**
 * A `renderItem` for `<Pager>` / `<PagerBase>` that preloads an item's page when the pointer rests
 * on it (or it gets focus) for the preloader's `hoverDelay`. The current page, disabled controls
 * and ellipses render as usual (through `fallback`, default `renderPagerItem`).
 *
 * ```tsx
 * const preloader = usePagePreloader({ page, pageCount, getKey, fetcher })
 * <Pager page={page} pageCount={pageCount} onPageChange={setPage} renderItem={preloadingPagerItem(preloader)} />
 * ```
 */
export function preloadingPagerItem(
  preloader: Pick<UsePagePreloaderResult, 'getTargetProps'>,
  fallback: (item: PagerItem, pager: UsePagerResult) => ReactNode = renderPagerItem,
): (item: PagerItem, pager: UsePagerResult) => ReactNode {
  return function renderPreloadingPagerItem(item, pager) {
    if (isPagerEllipsis(item) || item.page === null || item.disabled || item.selected) return fallback(item, pager)
    const props = pager.getItemProps(item, preloader.getTargetProps(item.page))
    return pager.isLink ? <a {...props}>{item.text}</a> : <button {...props}>{item.text}</button>
  }
}
