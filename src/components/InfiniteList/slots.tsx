// Slots of InfiniteListBase: the default item key and content, and the footer that shows the
// loading / loading more / empty / end / error slot and the Load more button (part of `pagekit/headless`).
import type { ReactNode } from 'react'
import { LoadMoreButtonBase } from '../LoadMoreButton/LoadMoreButtonBase'
import { showsPushedOutPage } from './useShownPages'
import type { Slot, UseInfiniteListResult } from './types'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

export { defaultItemKey } from './pages'

/** Default content of an article: the item's `name` (or `title`, `label`, `id`), or the item as text. */
export function defaultRenderItem(item: unknown): ReactNode {
  if (isRecord(item)) return String(item.name ?? item.title ?? item.label ?? item.id ?? '')
  return String(item)
}

function renderSlot<C>(slot: Slot<C> | undefined, ctx: C, fallback: () => ReactNode): ReactNode {
  if (slot === undefined) return fallback()
  return typeof slot === 'function' ? (slot as (c: C) => ReactNode)(ctx) : slot
}

type FooterList = Pick<UseInfiniteListResult<unknown, unknown, unknown>, 'status' | 'messages' | 'showLoadMoreButton' | 'isRetrying' | 'error'>

export interface FooterSlots<L> {
  renderLoading?: Slot<L>
  renderLoadingMore?: Slot<L>
  renderEmpty?: Slot<L>
  renderEnd?: Slot<L>
  renderError?: Slot<L>
  renderLoadMore?: Slot<L>
}

/**
 * The footer below the feed. It keeps a fixed shape ([state area, button]) so a focused button
 * is never remounted.
 */
export function renderFooter<L extends FooterList>(list: L, slots: FooterSlots<L>): ReactNode {
  const { renderLoading, renderLoadingMore, renderEmpty, renderEnd, renderError, renderLoadMore } = slots
  const { status, messages } = list
  const loadMoreButton = () => renderSlot(renderLoadMore, list, () => <LoadMoreButtonBase />)
  const button = list.showLoadMoreButton ? loadMoreButton() : null
  // Auto mode has no Load more button: the default error area carries its own Retry button,
  // which stays (as "Loading…") while the retry is in flight, so focus is not dropped.
  const autoRetry = !list.showLoadMoreButton && renderError === undefined
  let area: ReactNode = null
  if (status === 'loading') {
    area = <div key="loading" data-pagekit-loading="">{renderSlot(renderLoading, list, () => messages.loading)}</div>
  } else if (status === 'error' || (status === 'loadingMore' && autoRetry && list.isRetrying)) {
    area = (
      <div key="error" data-pagekit-error="">
        {renderError !== undefined
          ? renderSlot(renderError, list, () => null)
          : [
            status === 'error' ? <p key="message">{messages.error(list.error?.pageIndex ?? 0)}</p> : null,
            autoRetry ? <span key="retry">{loadMoreButton()}</span> : null,
          ]}
      </div>
    )
  } else if (status === 'loadingMore') {
    area = <div key="loading-more" data-pagekit-loading-more="">{renderSlot(renderLoadingMore, list, () => messages.loadingMore)}</div>
  } else if (status === 'empty') {
    area = <div key="empty" data-pagekit-empty="">{renderSlot(renderEmpty, list, () => messages.empty)}</div>
  } else if (status === 'end') {
    area = <div key="end" data-pagekit-end="">{renderSlot(renderEnd, list, () => messages.end)}</div>
  }
  const showButton = status !== 'loading' && status !== 'empty'
  return (
    <div data-pagekit-footer="">
      {area}
      {showButton ? button : null}
    </div>
  )
}

type HeaderList = Pick<
  UseInfiniteListResult<unknown, unknown, unknown>,
  'messages' | 'showLoadPreviousButton' | 'isLoadingPrevious' | 'previousError' | 'loadPrevious' | 'feedId' | 'data' | 'pageItemCounts'
>

export interface HeaderSlots<L> {
  renderLoadingPrevious?: Slot<L>
  renderLoadPrevious?: Slot<L>
}

/**
 * What `<LoadMoreButtonBase list={…}>` needs to be the Load previous button: the previous
 * page's state as a list status, loadPrevious() for both a load and a retry, and its texts.
 */
export function previousButtonList(list: HeaderList) {
  const { messages } = list
  const status = list.isLoadingPrevious ? 'loadingMore' as const : list.previousError ? 'error' as const : 'idle' as const
  return {
    status,
    loadMore: () => {
      void list.loadPrevious()
      return true
    },
    retry: () => void list.loadPrevious(),
    messages: { loadMore: messages.loadPrevious, loadMorePending: messages.loadingPrevious, loadMoreEnd: messages.loadPrevious, retry: messages.retry },
  }
}

/**
 * The header above the feed: the earlier page loading, its error, and the Load previous button
 * (manual mode; after an error it is the Retry). A fixed shape, like the footer.
 */
export function renderHeader<L extends HeaderList>(list: L, slots: HeaderSlots<L>): ReactNode {
  const { messages, previousError } = list
  let area: ReactNode = null
  // At the end a list shows the page the empty last page pushed out, one more than its pages:
  // loading that page again adds nothing on screen, so nothing shows it loading above the items.
  if (list.isLoadingPrevious && !showsPushedOutPage(list)) {
    area = <div key="loading" data-pagekit-loading-previous="">{renderSlot(slots.renderLoadingPrevious, list, () => messages.loadingPrevious)}</div>
  } else if (previousError) {
    area = <div key="error" data-pagekit-error=""><p>{messages.error(previousError.pageIndex)}</p></div>
  }
  const showButton = list.showLoadPreviousButton || !!previousError
  const button = showButton
    ? renderSlot(slots.renderLoadPrevious, list, () => <LoadMoreButtonBase list={previousButtonList(list)} aria-controls={list.feedId} />)
    : null
  if (!area && !button) return null
  return (
    <div data-pagekit-header="">
      {area}
      {button}
    </div>
  )
}
